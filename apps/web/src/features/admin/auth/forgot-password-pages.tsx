import type { StaffResetPasswordRequest } from '@petshop/contracts';
import { useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { usePageHead } from '../../../lib/page-meta.ts';
import { adminRequest, errorMessage, fieldErrors } from '../admin-api.ts';
import { EmailField } from '../admin-ui.tsx';
import { AdminAuthForm, AdminAuthShell } from './login-page.tsx';
import { IncompleteLinkPage, StaffNewPasswordFields, WideSubmit } from './new-password-parts.tsx';
import { adminPaths } from '../admin-paths.ts';

type Message = { message: string };

const linkClass = 'font-semibold text-brand-700 underline-offset-2 hover:underline';

/** A form's outcome: `role=alert` for a problem, `role=status` for news. */
function Notice({ tone, children }: { tone: 'error' | 'done'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-lg px-3 py-2 text-sm ${
        tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900'
      }`}
    >
      {children}
    </p>
  );
}

/** /admin/forgot-password: the same answer whether or not a staff account uses the address. */
export function StaffForgotPasswordPage() {
  usePageHead({ title: 'Forgot your password?' });
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [answer, setAnswer] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    setError(undefined);
    try {
      const done = await adminRequest<Message>('/auth/forgot-password', {
        method: 'POST',
        body: { email },
      });
      setAnswer(done.message);
    } catch (failure) {
      setError(fieldErrors(failure).email ?? errorMessage(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <AdminAuthShell title="Forgot your password?">
      <p className="mt-2 text-sm text-gray-600">
        Enter the email address of your staff account and we will send you a link to choose a new
        password.
      </p>
      <AdminAuthForm label="Forgot password" onSubmit={submit}>
        <EmailField
          error={error}
          value={email}
          onChange={setEmail}
          autoComplete="username"
          required
        />
        {answer && <Notice tone="done">{answer}</Notice>}
        <WideSubmit pending={pending} busyText="Sending…">
          Send reset link
        </WideSubmit>
        <p className="text-center text-sm">
          <Link to={adminPaths.login()} className={linkClass}>
            Back to log in
          </Link>
        </p>
      </AdminAuthForm>
    </AdminAuthShell>
  );
}

/** /admin/reset-password#token=…: a new password (the staff rules); every session ends after. */
export function StaffResetPasswordPage() {
  usePageHead({ title: 'Choose a new password' });
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.slice(1)).get('token');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string>();
  const [done, setDone] = useState<string>();
  const [pending, setPending] = useState(false);

  if (!token) {
    return (
      <IncompleteLinkPage title="Choose a new password">
        This link is incomplete. Open the whole link from the email, or ask for a new one.
      </IncompleteLinkPage>
    );
  }
  if (done) {
    return (
      <AdminAuthShell title="Choose a new password">
        <div className="mt-6 space-y-4">
          <Notice tone="done">{done}</Notice>
          <Link to={adminPaths.login()} className={`${buttonClass('primary')} w-full`}>
            Log in
          </Link>
        </div>
      </AdminAuthShell>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(undefined);
    setErrors({});
    setPending(true);
    try {
      const body: StaffResetPasswordRequest = {
        token,
        password,
        password_confirmation: confirmation,
      };
      const answer = await adminRequest<Message>('/auth/reset-password', { method: 'POST', body });
      setDone(answer.message);
    } catch (error) {
      const fields = fieldErrors(error);
      setErrors(fields);
      if (!fields.password && !fields.password_confirmation) setMessage(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <AdminAuthShell title="Choose a new password">
      <AdminAuthForm label="Choose a new password" onSubmit={submit}>
        <StaffNewPasswordFields
          password={password}
          confirmation={confirmation}
          onPasswordChange={setPassword}
          onConfirmationChange={setConfirmation}
          errors={{ password: errors.password, confirmation: errors.password_confirmation }}
        />
        {message && <Notice tone="error">{message}</Notice>}
        {message && (
          <p className="text-sm">
            <Link to={adminPaths.forgotPassword()} className={linkClass}>
              Ask for a new link
            </Link>
          </p>
        )}
        <WideSubmit pending={pending} busyText="Saving…">
          Save new password
        </WideSubmit>
      </AdminAuthForm>
    </AdminAuthShell>
  );
}
