import { STAFF_PASSWORD_MIN } from '@petshop/contracts/constants';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { TextField } from '../admin-ui.tsx';
import { AdminAuthShell } from './login-page.tsx';

/**
 * What the staff screens that choose a password share (the owner's set-password link and the
 * forgotten-password link): the two password fields, the page of a link cut short, the button.
 */

/** A new password (the staff rules) and the same again. */
export function StaffNewPasswordFields({
  password,
  confirmation,
  onPasswordChange,
  onConfirmationChange,
  errors,
}: {
  password: string;
  confirmation: string;
  onPasswordChange: (value: string) => void;
  onConfirmationChange: (value: string) => void;
  errors: { password?: string | undefined; confirmation?: string | undefined };
}) {
  return (
    <>
      <TextField
        label="New password"
        hint={`At least ${STAFF_PASSWORD_MIN} characters.`}
        error={errors.password}
        value={password}
        onChange={onPasswordChange}
        type="password"
        autoComplete="new-password"
      />
      <TextField
        label="Repeat the password"
        error={errors.confirmation}
        value={confirmation}
        onChange={onConfirmationChange}
        type="password"
        autoComplete="new-password"
      />
    </>
  );
}

/** The screen of a link without its token: what to do instead. */
export function IncompleteLinkPage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AdminAuthShell title={title}>
      <p role="alert" className="mt-4 text-sm text-red-800">
        {children}
      </p>
    </AdminAuthShell>
  );
}

/** The form's full-width button, saying so while the request is on its way. */
export function WideSubmit({
  pending,
  busyText,
  children,
}: {
  pending: boolean;
  busyText: string;
  children: string;
}) {
  return (
    <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={pending}>
      {pending ? busyText : children}
    </button>
  );
}
