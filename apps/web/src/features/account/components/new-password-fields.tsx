import { t } from '@lingui/core/macro';
import { PasswordField } from './form-fields.tsx';

/**
 * The account's current password: to change the email or password, or (`reconfirm`) asked
 * again before a two-factor change.
 */
export function CurrentPasswordField({
  value,
  error,
  onChange,
  reconfirm = false,
}: {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  reconfirm?: boolean;
}) {
  return (
    <PasswordField
      label={reconfirm ? t`Your password` : t`Current password`}
      name={reconfirm ? 'password' : 'current_password'}
      autoComplete="current-password"
      maxLength={reconfirm ? undefined : 128}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}

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
        label={t`New password`}
        name="password"
        autoComplete="new-password"
        maxLength={128}
        hint={t`At least 6 characters, and not a common one.`}
        value={password}
        invalid={invalid === 'password'}
        error={errors.password}
        onChange={(event) => onPasswordChange(event.target.value)}
      />
      <PasswordField
        label={t`Confirm new password`}
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
