import type { AdminLoginChallenge } from '@petshop/contracts';
import type { AdminSession } from '@petshop/contracts/admin';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { usePageHead } from '../../../lib/page-meta.ts';
import { EmailField, TextField } from '../admin-ui.tsx';
import { adminRequest, errorMessage, fieldErrors } from '../admin-api.ts';
import { setStaffSession } from '../staff-session.ts';
import { needsStaffCode } from '../security/staff-security-api.ts';
import { StaffCodeStep } from './staff-code-step.tsx';
import { adminPaths } from '../admin-paths.ts';

/** The frame of the screens before a staff session: the shop's mark and one card. */
export function AdminAuthShell({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <main className="flex min-h-dvh items-center justify-center bg-gray-50 px-4 py-10">
      <div className="w-full max-w-sm rounded-2xl border border-gray-200 bg-white p-8 shadow-sm">
        <p className="flex items-center gap-2 text-sm font-semibold text-brand-800">
          <Icon name="paw" className="size-5" /> Back office
        </p>
        <h1 className="mt-3 text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </main>
  );
}

/** The card's form, sent by `onSubmit`; `alert` is the answer to a refused try, above the fields. */
export function AdminAuthForm({
  label,
  alert,
  onSubmit,
  children,
}: {
  label?: string;
  alert?: string;
  onSubmit: (event: FormEvent) => Promise<void>;
  children: ReactNode;
}) {
  return (
    <form
      className="mt-6 space-y-4"
      aria-label={label}
      onSubmit={(event) => void onSubmit(event)}
      noValidate
    >
      {alert && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800">
          {alert}
        </p>
      )}
      {children}
    </form>
  );
}

/** Staff log in; the screen they asked for shows once they are in (the URL stays). */
export function LoginPage() {
  usePageHead({ title: 'Staff log in' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [pending, setPending] = useState(false);
  /** Set when the password was right and the account asks for a code (decision 054). */
  const [challenge, setChallenge] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setMessage(undefined);
    setErrors({});
    try {
      const answer = await adminRequest<AdminSession | AdminLoginChallenge>('/auth/login', {
        method: 'POST',
        body: { email, password },
      });
      if (needsStaffCode(answer)) {
        setChallenge(answer.challenge);
        setPending(false);
      } else setStaffSession(answer);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setMessage(errorMessage(error));
      setPending(false);
    }
  };

  if (challenge) {
    return (
      <AdminAuthShell title="Log in">
        <StaffCodeStep
          challenge={challenge}
          onRestart={(expired) => {
            setChallenge(undefined);
            setPassword('');
            setMessage(expired);
          }}
        />
      </AdminAuthShell>
    );
  }

  return (
    <AdminAuthShell title="Log in">
      <AdminAuthForm alert={message} onSubmit={submit}>
        <EmailField
          error={errors.email}
          value={email}
          onChange={setEmail}
          autoComplete="username"
          required
        />
        <TextField
          label="Password"
          error={errors.password}
          value={password}
          onChange={setPassword}
          type="password"
          autoComplete="current-password"
          required
        />
        <button type="submit" className={`${buttonClass('primary')} w-full`} disabled={pending}>
          {pending ? 'Logging in…' : 'Log in'}
        </button>
        <p className="text-center text-sm">
          <Link
            to={adminPaths.forgotPassword()}
            className="font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            Forgot password?
          </Link>
        </p>
      </AdminAuthForm>
    </AdminAuthShell>
  );
}
