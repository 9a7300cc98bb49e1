import { t } from '@lingui/core/macro';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useForgotPassword, useResetPassword } from '../api/password-reset.ts';
import { networkErrorMessage } from '../auth-messages.ts';
import { isValidEmail, normalizeEmail } from '../auth-rules.ts';
import { authLinkClass } from './auth-shell.tsx';
import { EmailField, SubmitButton } from './form-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

/** What the person is told when a request failed: the server's words, or the network's. */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  if (error instanceof TypeError) return networkErrorMessage();
  return t`Something went wrong. Please try again.`;
}

/** A message under the form: `role=alert` for problems, `role=status` for news. */
function FormMessage({ tone, children }: { tone: 'error' | 'done'; children: string }) {
  return (
    <p
      role={tone === 'error' ? 'alert' : 'status'}
      className={`rounded-xl px-4 py-3 text-sm ${
        tone === 'error' ? 'bg-red-50 text-red-800' : 'bg-brand-50 text-brand-900'
      }`}
    >
      {children}
    </p>
  );
}

function BackToLogin() {
  return (
    <p className="text-center text-sm text-gray-600">
      {t`Remembered it?`}{' '}
      <Link to={paths.login.getHref()} className={authLinkClass}>
        {t`Back to login`}
      </Link>
    </p>
  );
}

/** /user/forgot-password: asks for the address and says the same, account or not (issue 21). */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const request = useForgotPassword();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (request.isPending) return;
    if (!isValidEmail(email.trim())) {
      setProblem(t`Please enter a valid email address.`);
      return;
    }
    setProblem(null);
    request.mutate({ email: normalizeEmail(email) });
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Forgot password`} className="space-y-5">
      <EmailField
        label={t`Email`}
        placeholder={t`you@example.com`}
        value={email}
        invalid={problem !== null}
        onChange={(event) => {
          setEmail(event.target.value);
          setProblem(null);
        }}
      />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {request.isError && <FormMessage tone="error">{failureText(request.error)}</FormMessage>}
      {request.isSuccess && <FormMessage tone="done">{request.data.message}</FormMessage>}
      <SubmitButton busy={request.isPending}>
        {request.isPending ? t`Sending...` : t`Send reset link`}
      </SubmitButton>
      <BackToLogin />
    </form>
  );
}

/** The token of the e-mailed link: in the fragment, so it never reaches a server log. */
function tokenFromLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

const tooShort = () => t`Password must be at least 6 characters long.`;
const noMatch = () => t`Passwords do not match.`;

/** The field the form's own check complained about. */
function invalidField(problem: string | null) {
  if (problem === tooShort()) return 'password';
  if (problem === noMatch()) return 'password_confirmation';
  return null;
}

/** /user/reset-password#token=…: a new password, twice; every device is signed out after. */
export function ResetPasswordForm() {
  const [token] = useState(tokenFromLocation);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const reset = useResetPassword();

  if (!token) {
    return (
      <div className="space-y-5">
        <FormMessage tone="error">
          {t`This link is incomplete. Please open it again from the email, or ask for a new one.`}
        </FormMessage>
        <Link to={paths.forgotPassword.getHref()} className={authLinkClass}>
          {t`Ask for a new link`}
        </Link>
      </div>
    );
  }

  if (reset.isSuccess) {
    return (
      <div className="space-y-5">
        <FormMessage tone="done">{reset.data.message}</FormMessage>
        <Link
          to={paths.login.getHref()}
          className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
        >
          {t`Log in`}
        </Link>
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    if (password.length < 6) return setProblem(tooShort());
    if (password !== confirmation) return setProblem(noMatch());
    setProblem(null);
    reset.mutate({ token, password, password_confirmation: confirmation });
  }

  const linkDead =
    reset.error instanceof ApiRequestError &&
    Boolean((reset.error.body as { errors?: { token?: unknown } } | null)?.errors?.token);

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Choose a new password`}
      className="space-y-5"
    >
      <NewPasswordFields
        password={password}
        confirmation={confirmation}
        onPasswordChange={setPassword}
        onConfirmationChange={setConfirmation}
        invalid={invalidField(problem)}
      />
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      {reset.isError && <FormMessage tone="error">{failureText(reset.error)}</FormMessage>}
      {linkDead && (
        <Link to={paths.forgotPassword.getHref()} className={authLinkClass}>
          {t`Ask for a new link`}
        </Link>
      )}
      <SubmitButton busy={reset.isPending}>
        {reset.isPending ? t`Saving...` : t`Save new password`}
      </SubmitButton>
    </form>
  );
}
