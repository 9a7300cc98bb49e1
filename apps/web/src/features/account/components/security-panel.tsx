import { createContext, use, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { PanelHeading } from '../../../components/ui/panel-heading.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatShopDateTime } from '../../../lib/dates.ts';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useSessions,
  useSignOutDevice,
  useStartTwoFactor,
  useTwoFactorStatus,
} from '../api/security.ts';
import { customerSecurityApi, type SecurityApi } from '../api/security-api.ts';
import { inputClass, SubmitButton } from './form-fields.tsx';
import { CurrentPasswordField } from './new-password-fields.tsx';

/** The API the sections below call: the customer's, or the back office's (decision 054). */
const ApiContext = createContext<SecurityApi>(customerSecurityApi);

/** Profile tab "Sign-in & Security" (issue 21, decisions 051 and 052). */
export function SecurityPanel() {
  return (
    <div className="space-y-10">
      <PanelHeading
        title="Sign-in & Security"
        text="The devices signed in to your account, and two-factor sign-in."
      />
      <SecuritySections api={customerSecurityApi} />
    </div>
  );
}

/** Signed-in devices and two-factor sign-in of whoever `api` speaks for. */
export function SecuritySections({ api }: { api: SecurityApi }) {
  return (
    <ApiContext value={api}>
      <div className="space-y-10">
        <Devices />
        <TwoFactor />
      </div>
    </ApiContext>
  );
}

/** Dubai time, like every other time the shop shows (issue 27). */
const dateTime = (iso: string) => formatShopDateTime(iso) ?? '';

/** The server's words for a refused request: a field's own message first. */
function problemText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return Object.values(error.body?.errors ?? {})[0]?.[0] ?? error.message;
  }
  return 'Something went wrong. Please try again.';
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`security-${title}`} className="space-y-4">
      <h3 id={`security-${title}`} className="text-lg font-bold text-ink">
        {title}
      </h3>
      {children}
    </section>
  );
}

function Devices() {
  const api = use(ApiContext);
  const sessions = useSessions(api);
  const signOut = useSignOutDevice(api);
  const list = sessions.data ?? [];
  const others = list.filter((session) => !session.current).length;

  const end = (id: number | null) =>
    signOut.mutate(id, {
      onSuccess: (answer) => toast.success(answer.message),
      onError: (error) => toast.error(problemText(error)),
    });

  return (
    <Section title="Signed-in devices">
      {sessions.isPending && <p className="text-sm text-gray-600">Loading your devices...</p>}
      {sessions.isError && (
        <p role="alert" className="text-sm text-red-700">
          We could not load your devices. Please try again.
        </p>
      )}
      <ul className="divide-y divide-gray-100 rounded-xl ring-1 ring-gray-200">
        {list.map((session) => (
          <li key={session.id} className="flex flex-wrap items-center gap-3 p-4">
            <Icon name="lock" className="size-5 shrink-0 text-gray-500" />
            <div className="min-w-0 flex-1">
              <p className="font-semibold text-ink">
                {session.device}
                {session.current && (
                  <span className="ms-2 rounded-full bg-green-50 px-2 py-0.5 text-xs font-semibold text-green-800">
                    This device
                  </span>
                )}
              </p>
              <p className="text-sm text-gray-600">
                Last used {dateTime(session.lastUsedAt)} · Signed in {dateTime(session.createdAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                disabled={signOut.isPending}
                onClick={() => end(session.id)}
                aria-label={`Sign out ${session.device}, last used ${dateTime(session.lastUsedAt)}`}
                className={buttonClass('secondary', 'sm')}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {others > 0 && (
        <button
          type="button"
          disabled={signOut.isPending}
          onClick={() => end(null)}
          className={buttonClass('secondary')}
        >
          Sign out of all other devices
        </button>
      )}
    </Section>
  );
}

/** One text box with its label and error, for a code. */
function CodeField({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Field label={label} error={error}>
      {({ id, describedBy }) => (
        <input
          id={id}
          name="code"
          autoComplete="one-time-code"
          inputMode="numeric"
          spellCheck={false}
          maxLength={16}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={inputClass(Boolean(error))}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}

function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4 rounded-xl bg-amber-50 p-4 ring-1 ring-amber-200">
      <p className="text-sm text-amber-900">
        Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone.
        They are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-sm">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" onClick={onDone} className={buttonClass('primary', 'sm')}>
        I have saved these codes
      </button>
    </div>
  );
}

type Step =
  | { name: 'idle' }
  | { name: 'password'; purpose: 'setup' | 'codes' }
  | { name: 'scan'; secret: string; qrCode: string }
  | { name: 'codes'; codes: string[] }
  | { name: 'disable' };

function TwoFactor() {
  const status = useTwoFactorStatus(use(ApiContext));
  const [step, setStep] = useState<Step>({ name: 'idle' });
  const enabled = status.data?.enabled ?? false;

  return (
    <Section title="Two-factor sign-in">
      <p className="text-sm text-gray-700">
        {enabled
          ? `Two-factor sign-in is on since ${dateTime(status.data!.enabledAt!)}. You have ${status.data!.recoveryCodesLeft} recovery codes left.`
          : 'Two-factor sign-in is off. Turn it on to be asked for a code from an authenticator app (such as Google Authenticator or Microsoft Authenticator) when you log in.'}
      </p>
      {step.name === 'idle' && status.data && (
        <div className="flex flex-wrap gap-3">
          {enabled ? (
            <>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setStep({ name: 'password', purpose: 'codes' })}
              >
                New recovery codes
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setStep({ name: 'disable' })}
              >
                Turn off two-factor sign-in
              </button>
            </>
          ) : (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setStep({ name: 'password', purpose: 'setup' })}
            >
              Turn on two-factor sign-in
            </button>
          )}
        </div>
      )}
      {step.name === 'password' && (
        <PasswordStep
          purpose={step.purpose}
          onCancel={() => setStep({ name: 'idle' })}
          onSetup={(secret, qrCode) => setStep({ name: 'scan', secret, qrCode })}
          onCodes={(codes) => setStep({ name: 'codes', codes })}
        />
      )}
      {step.name === 'scan' && (
        <ScanStep
          secret={step.secret}
          qrCode={step.qrCode}
          onCancel={() => setStep({ name: 'idle' })}
          onEnabled={(codes) => setStep({ name: 'codes', codes })}
        />
      )}
      {step.name === 'codes' && (
        <RecoveryCodeList codes={step.codes} onDone={() => setStep({ name: 'idle' })} />
      )}
      {step.name === 'disable' && <DisableStep onDone={() => setStep({ name: 'idle' })} />}
    </Section>
  );
}

function PasswordStep({
  purpose,
  onCancel,
  onSetup,
  onCodes,
}: {
  purpose: 'setup' | 'codes';
  onCancel: () => void;
  onSetup: (secret: string, qrCode: string) => void;
  onCodes: (codes: string[]) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const api = use(ApiContext);
  const start = useStartTwoFactor(api);
  const newCodes = useNewRecoveryCodes(api);
  const busy = start.isPending || newCodes.isPending;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !password) return;
    const onError = (failure: unknown) => setError(problemText(failure));
    if (purpose === 'setup') {
      start.mutate(password, {
        onSuccess: (setup) => onSetup(setup.secret, setup.qrCode),
        onError,
      });
    } else {
      newCodes.mutate(password, { onSuccess: onCodes, onError });
    }
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Confirm your password"
      className="max-w-sm space-y-4"
    >
      <CurrentPasswordField
        reconfirm
        value={password}
        error={error}
        onChange={(value) => {
          setPassword(value);
          setError(undefined);
        }}
      />
      <div className="flex gap-3">
        <SubmitButton busy={busy} disabled={busy || !password}>
          Continue
        </SubmitButton>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function ScanStep({
  secret,
  qrCode,
  onCancel,
  onEnabled,
}: {
  secret: string;
  qrCode: string;
  onCancel: () => void;
  onEnabled: (codes: string[]) => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const confirm = useConfirmTwoFactor(use(ApiContext));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending || !code.trim()) return;
    confirm.mutate(code, {
      onSuccess: (codes) => {
        toast.success('Two-factor sign-in is on.');
        onEnabled(codes);
      },
      onError: (failure) => setError(problemText(failure)),
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Add to your authenticator app"
      className="space-y-4"
    >
      <p className="text-sm text-gray-700">
        Scan this QR code with your authenticator app, then enter the 6-digit code it shows.
      </p>
      <img
        src={qrCode}
        alt="QR code for your authenticator app"
        width={176}
        height={176}
        className="rounded-lg ring-1 ring-gray-200"
      />
      <p className="text-sm text-gray-700">
        Can&apos;t scan it? Enter this key in the app instead:{' '}
        <code
          data-testid="totp-secret"
          className="rounded bg-gray-100 px-2 py-1 font-mono break-all"
        >
          {secret}
        </code>
      </p>
      <div className="max-w-sm space-y-4">
        <CodeField
          label="Code from the app"
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <div className="flex gap-3">
          <SubmitButton busy={confirm.isPending} disabled={confirm.isPending || !code.trim()}>
            Turn on
          </SubmitButton>
          <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
            Cancel
          </button>
        </div>
      </div>
    </form>
  );
}

function DisableStep({ onDone }: { onDone: () => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});
  const disable = useDisableTwoFactor(use(ApiContext));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (disable.isPending || !password || !code.trim()) return;
    disable.mutate(
      { password, code },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          onDone();
        },
        onError: (failure) => {
          const byField = failure instanceof ApiRequestError ? failure.body?.errors : undefined;
          setErrors(
            byField?.password ? { password: byField.password[0] } : { code: problemText(failure) },
          );
        },
      },
    );
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Turn off two-factor sign-in"
      className="max-w-sm space-y-4"
    >
      <CurrentPasswordField
        reconfirm
        value={password}
        error={errors.password}
        onChange={(value) => {
          setPassword(value);
          setErrors({});
        }}
      />
      <CodeField
        label="Code from the app or a recovery code"
        value={code}
        error={errors.code}
        onChange={(value) => {
          setCode(value);
          setErrors({});
        }}
      />
      <div className="flex gap-3">
        <SubmitButton
          busy={disable.isPending}
          disabled={disable.isPending || !password || !code.trim()}
        >
          Turn off
        </SubmitButton>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          Cancel
        </button>
      </div>
    </form>
  );
}
