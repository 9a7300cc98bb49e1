import { t } from '@lingui/core/macro';
import { useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useChangeEmail, useChangePassword } from '../api/account-care.ts';
import type { ProfileDetails } from '../profile-details.ts';
import { failureMessage, fieldErrorsOf } from '../profile-edit.ts';
import { EmailField } from './form-fields.tsx';
import { CurrentPasswordField, NewPasswordFields } from './new-password-fields.tsx';

/** A form's problem that no field carries (a limit, the network). */
function FormAlert({ error }: { error: unknown }) {
  if (!error || Object.keys(fieldErrorsOf(error)).length > 0) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {failureMessage(error)}
    </p>
  );
}

/** A setting form's buttons: send it (saying so while it is on its way), or put it away. */
function FormActions({
  busy,
  busyText,
  children,
  onCancel,
}: {
  busy: boolean;
  busyText: string;
  children: string;
  onCancel: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <button type="submit" className={buttonClass('primary', 'sm')} disabled={busy}>
        {busy ? busyText : children}
      </button>
      <button type="button" className={buttonClass('secondary', 'sm')} onClick={onCancel}>
        {t`Cancel`}
      </button>
    </div>
  );
}

/** One setting: its name, its current state, and a button that opens its form. */
function Setting({
  title,
  summary,
  action,
  open,
  onOpen,
  children,
}: {
  title: string;
  summary: ReactNode;
  action: string;
  open: boolean;
  onOpen: () => void;
  children: ReactNode;
}) {
  return (
    <div className="rounded-xl border border-gray-200 p-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <h4 className="font-semibold text-ink">{title}</h4>
          <div className="mt-0.5 text-sm break-words text-gray-600">{summary}</div>
        </div>
        {!open && (
          <button type="button" className={buttonClass('secondary', 'sm')} onClick={onOpen}>
            {action}
          </button>
        )}
      </div>
      {open && <div className="mt-4">{children}</div>}
    </div>
  );
}

/** The new address and the current password; the account moves once the new address's link is opened. */
function EmailChangeForm({ onClose }: { onClose: () => void }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const change = useChangeEmail();
  const errors = fieldErrorsOf(change.error);

  if (change.isSuccess) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-xl bg-brand-50 px-4 py-3 text-sm text-brand-900">
          {change.data.message}
        </p>
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          {t`Close`}
        </button>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    change.mutate({ email: email.trim(), current_password: password });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Change email address`} className="space-y-4">
      <EmailField
        label={t`New email address`}
        value={email}
        error={errors.email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <CurrentPasswordField
        value={password}
        error={errors.current_password}
        onChange={setPassword}
      />
      <FormAlert error={change.error} />
      <FormActions busy={change.isPending} busyText={t`Sending...`} onCancel={onClose}>
        {t`Send confirmation link`}
      </FormActions>
    </form>
  );
}

/** The current password, the new one twice; this device stays signed in, the others do not. */
function PasswordChangeForm({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const change = useChangePassword();
  const errors = fieldErrorsOf(change.error);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    change.mutate(
      { current_password: current, password, password_confirmation: confirmation },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onClose();
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Change password`} className="space-y-4">
      <CurrentPasswordField value={current} error={errors.current_password} onChange={setCurrent} />
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        errors={errors}
      />
      <FormAlert error={change.error} />
      <FormActions busy={change.isPending} busyText={t`Saving...`} onCancel={onClose}>
        {t`Change password`}
      </FormActions>
    </form>
  );
}

/** Issue 21: the e-mail address and the password, each changed in its own small form. */
export function SignInDetails({ profile }: { profile: ProfileDetails }) {
  const [open, setOpen] = useState<'email' | 'password' | null>(null);
  const verified =
    profile.emailVerified === null
      ? null
      : profile.emailVerified
        ? t`confirmed`
        : t`not confirmed yet`;
  return (
    <section aria-labelledby="sign-in-heading" className="space-y-3">
      <h3 id="sign-in-heading" className="text-lg font-bold text-ink">
        {t`Sign-in details`}
      </h3>
      <Setting
        title={t`Email address`}
        summary={
          <>
            <bdi dir="ltr">{profile.email}</bdi>
            {verified && <span className="text-gray-500"> ({verified})</span>}
          </>
        }
        action={t`Change email`}
        open={open === 'email'}
        onOpen={() => setOpen('email')}
      >
        <EmailChangeForm onClose={() => setOpen(null)} />
      </Setting>
      <Setting
        title={t`Password`}
        summary={t`Changing it signs out your other devices.`}
        action={t`Change password`}
        open={open === 'password'}
        onOpen={() => setOpen('password')}
      >
        <PasswordChangeForm onClose={() => setOpen(null)} />
      </Setting>
    </section>
  );
}
