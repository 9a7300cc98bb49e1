import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast, type ToastOptions } from '../../../components/ui/toast.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { RETURN_PARAM, safeReturnPath, withReturnPath } from '../../../lib/return-path.ts';
import { saveSession } from '../../../lib/session.ts';
import { login, needsCode } from '../api/login.ts';
import { useRegister } from '../api/register.ts';
import { registrationErrorMessage } from '../auth-messages.ts';
import { toRegisterRequest, validateRegistration, type RegistrationValues } from '../auth-rules.ts';
import { authLinkClass } from './auth-shell.tsx';
import { EmailField, PasswordField, SubmitButton, TextField } from './form-fields.tsx';

/** Spec §5/§9: registration toasts (one replaces the last): errors 5 s, busy 10 s, success 3 s. */
const REGISTER_TOAST: ToastOptions = { id: 'register', position: 'top-center' };
const ERROR_MS = 5000;
const BUSY_MS = 10_000;
const SUCCESS_MS = 3000;
/** Spec §9: the login page follows a successful registration after 2 s. */
const REGISTER_REDIRECT_MS = 2000;

type Field = keyof RegistrationValues;
const EMPTY: RegistrationValues = {
  fullName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
};

/** Each field's input name: how focus finds the field a check complained about. */
const INPUT_NAMES: Record<Field, string> = {
  fullName: 'name',
  email: 'email',
  phone: 'phone',
  password: 'new-password',
  confirmPassword: 'confirm-password',
};

/** The field a refused registration points at, so focus can go back to it. */
function fieldOfServerError(error: unknown): Field | null {
  if (!(error instanceof ApiRequestError)) return null;
  const errors = error.body?.errors;
  if (errors?.email) return 'email';
  if (errors?.phone) return 'phone';
  return null;
}

/**
 * Spec §2 "Registration (/user/register)". Arriving with `?next=` (from the checkout, the cart,
 * "log in to save"), the new customer is logged in with the details just typed (spec §7's login
 * call), `onLoggedIn` runs (the visitor's cart joins the account's) and they go back to that page
 * (issue 20, decision 043); otherwise to the login page as the spec says.
 */
export function RegisterForm({ onLoggedIn }: { onLoggedIn?: () => Promise<void> }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get(RETURN_PARAM));
  const [values, setValues] = useState<RegistrationValues>(EMPTY);
  const [invalidField, setInvalidField] = useState<Field | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const registration = useRegister();
  const [redirecting, setRedirecting] = useState(false);
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(redirectTimer.current), []);
  const busy = registration.isPending || redirecting;

  const bind = (field: Field) => ({
    name: INPUT_NAMES[field],
    value: values[field],
    invalid: invalidField === field,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [field]: value }));
      if (invalidField === field) setInvalidField(null);
    },
  });

  const flag = (field: Field | null) => {
    setInvalidField(field);
    const input = field ? form.current?.elements.namedItem(INPUT_NAMES[field]) : null;
    if (input instanceof HTMLInputElement) input.focus();
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const problem = validateRegistration(values);
    if (problem) {
      toast.error(problem.message, { ...REGISTER_TOAST, durationMs: ERROR_MS });
      flag(problem.field);
      return;
    }
    setInvalidField(null);
    const payload = toRegisterRequest(values);
    toast.warning(t`Creating your account...`, { ...REGISTER_TOAST, durationMs: BUSY_MS });
    registration.mutate(payload, {
      onSuccess: () => {
        toast.success(t`Account created successfully! Redirecting...`, {
          ...REGISTER_TOAST,
          durationMs: SUCCESS_MS,
        });
        setRedirecting(true);
        const toLogin = () =>
          navigate(withReturnPath(paths.login.getHref(), returnPath), {
            state: { email: payload.email },
          });
        const next = returnPath
          ? login({ email: payload.email, password: payload.password })
              .then(async (session) => {
                if (needsCode(session)) return toLogin;
                saveSession(session);
                await onLoggedIn?.();
                return () => navigate(returnPath);
              })
              // Not logged in after all: the login page, as without a return path.
              .catch(() => toLogin)
          : Promise.resolve(toLogin);
        redirectTimer.current = setTimeout(
          () => void next.then((go) => go()),
          REGISTER_REDIRECT_MS,
        );
      },
      onError: (error) => {
        toast.error(registrationErrorMessage(error), { ...REGISTER_TOAST, durationMs: ERROR_MS });
        flag(fieldOfServerError(error));
      },
    });
  }

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label={t`Register`} className="space-y-5">
      <TextField
        {...bind('fullName')}
        label={t`Full Name`}
        autoComplete="name"
        maxLength={100}
        placeholder={t`e.g. Sara Ahmed`}
      />
      <EmailField {...bind('email')} placeholder={t`you@example.com`} />
      <TextField
        {...bind('phone')}
        label={t`Phone`}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        maxLength={24}
        placeholder="+971501234567"
        hint={t`10 to 15 digits, with an optional + in front.`}
      />
      {(
        [
          ['password', t`Password`, t`At least 6 characters`],
          ['confirmPassword', t`Confirm Password`, t`Type the password again`],
        ] as const
      ).map(([name, label, placeholder]) => (
        <PasswordField
          key={name}
          {...bind(name)}
          label={label}
          autoComplete="new-password"
          maxLength={128}
          placeholder={placeholder}
        />
      ))}
      <SubmitButton busy={busy}>{t`Register`}</SubmitButton>
      <p className="text-center text-sm text-gray-600">
        {t`Already have an account?`}{' '}
        <Link to={withReturnPath(paths.login.getHref(), returnPath)} className={authLinkClass}>
          {t`Login Here`}
        </Link>
      </p>
    </form>
  );
}
