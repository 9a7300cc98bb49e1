import { PasswordField } from './form-fields.tsx';

type NewPasswordField = 'password' | 'password_confirmation';

/**
 * The new password and its confirmation, as the change-password and reset forms ask for them.
 * A form marks a field either by the server's complaint (`errors`, shown under it) or by its
 * own check (`invalid`, the field its message is about).
 */
export function NewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors = {},
  invalid = null,
}: {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors?: Partial<Record<NewPasswordField, string>>;
  invalid?: NewPasswordField | null;
}) {
  return (
    <>
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        maxLength={128}
        hint="At least 6 characters, and not a common one."
        value={password}
        invalid={invalid === 'password'}
        error={errors.password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordField
        label="Confirm new password"
        name="password_confirmation"
        autoComplete="new-password"
        maxLength={128}
        value={confirmation}
        invalid={invalid === 'password_confirmation'}
        error={errors.password_confirmation}
        onChange={(event) => onConfirmationChange(event.target.value)}
      />
    </>
  );
}
