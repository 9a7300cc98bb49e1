import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast, type ToastOptions } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { needsCode, useLogin } from '../api/login.ts';
import { finishCustomerLogin } from '../api/security.ts';
import { loginErrorMessage } from '../auth-messages.ts';
import { normalizeEmail, validateLogin, type LoginValues } from '../auth-rules.ts';
import { authLinkClass } from './auth-shell.tsx';
import { EmailField, PasswordField, SubmitButton } from './form-fields.tsx';
import { TwoFactorStep } from './two-factor-step.tsx';

/** Spec §8/§9: login toasts sit top right for 3 s; one replaces the last. */
const LOGIN_TOAST: ToastOptions = { id: 'login', position: 'top-right', durationMs: 3000 };
/** Spec §9: the next page follows a successful login after 1 s. */
const LOGIN_REDIRECT_MS = 1000;

/** Registration hands over the new account's e-mail so only the password is left to type. */
function emailFromState(state: unknown): string {
  const email = (state as { email?: unknown } | null)?.email;
  return typeof email === 'string' ? email : '';
}

/**
 * Spec §2 "Login (/user)". After a login the customer goes back to the page in `?next=` (issue
 * 20: where they came from), else to the home page; `onLoggedIn` runs first (the visitor's cart
 * joins the account's).
 */
export function LoginForm({ onLoggedIn }: { onLoggedIn?: () => Promise<void> }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get(RETURN_PARAM));
  const [values, setValues] = useState<LoginValues>(() => ({
    email: emailFromState(location.state),
    password: '',
  }));
  const [invalidField, setInvalidField] = useState<keyof LoginValues | null>(null);
  const emailInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const login = useLogin();
  const [redirecting, setRedirecting] = useState(false);
  /** Set when the password was right and the account asks for a code (two-factor sign-in). */
  const [challenge, setChallenge] = useState<string | null>(null);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const busy = login.isPending || redirecting;
  const incomplete = !values.email.trim() || !values.password;

  const change = (field: keyof LoginValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (invalidField === field) setInvalidField(null);
  };

  function loggedIn() {
    toast.success(t`Login successful!`, LOGIN_TOAST);
    setRedirecting(true);
    const merged = onLoggedIn?.() ?? Promise.resolve();
    redirectTimer.current = setTimeout(
      () => void merged.then(() => navigate(returnPath ?? paths.home.getHref())),
      LOGIN_REDIRECT_MS,
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateLogin(values);
    if (problem) {
      setInvalidField(problem.field);
      toast.error(problem.message, LOGIN_TOAST);
      (problem.field === 'email' ? emailInput : passwordInput).current?.focus();
      return;
    }
    setInvalidField(null);
    login.mutate(
      { email: normalizeEmail(values.email), password: values.password },
      {
        onSuccess: (result) => {
          if (needsCode(result)) setChallenge(result.challenge);
          else loggedIn();
        },
        onError: (error) => toast.error(loginErrorMessage(error), LOGIN_TOAST),
      },
    );
  }

  if (challenge) {
    return (
      <TwoFactorStep
        challenge={challenge}
        submit={finishCustomerLogin}
        onSignedIn={loggedIn}
        onRestart={(message) => {
          toast.error(message, LOGIN_TOAST);
          setChallenge(null);
          setValues((current) => ({ ...current, password: '' }));
        }}
      />
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Login`} className="space-y-5">
      <EmailField
        ref={emailInput}
        label={t`Email`}
        placeholder={t`you@example.com`}
        value={values.email}
        invalid={invalidField === 'email'}
        onChange={(event) => change('email')(event.target.value)}
      />
      <PasswordField
        ref={passwordInput}
        label={t`Password`}
        name="password"
        autoComplete="current-password"
        maxLength={128}
        placeholder={t`Your password`}
        value={values.password}
        invalid={invalidField === 'password'}
        onChange={(event) => change('password')(event.target.value)}
      />
      <p className="-mt-2 text-end text-sm">
        <Link to={paths.forgotPassword.getHref()} className={authLinkClass}>
          {t`Forgot your password?`}
        </Link>
      </p>
      <SubmitButton busy={busy} disabled={busy || incomplete}>
        {busy ? t`Logging in...` : t`Login`}
      </SubmitButton>
      <p className="text-center text-sm text-gray-600">
        {t`Don't have an account?`}{' '}
        <Link to={withReturnPath(paths.register.getHref(), returnPath)} className={authLinkClass}>
          {t`Sign up`}
        </Link>
      </p>
    </form>
  );
}
