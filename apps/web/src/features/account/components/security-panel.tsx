import { t } from '@lingui/core/macro';
import { createContext, use, useId, useState, type FormEvent, type ReactNode } from 'react';
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
        title={t`Sign-in & Security`}
        text={t`The devices signed in to your account, and two-factor sign-in.`}
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

/** 'Last used … · Signed in …' under a device's name. */
function usedText(lastUsedAt: string, createdAt: string): string {
  const used = dateTime(lastUsedAt);
  const signedIn = dateTime(createdAt);
  return t`Last used ${used} · Signed in ${signedIn}`;
}

/** A device's sign-out button, named with the device and when it was last used. */
function signOutLabel(device: string, lastUsedAt: string): string {
  const used = dateTime(lastUsedAt);
  return t`Sign out ${device}, last used ${used}`;
}

/** Since when two-factor sign-in is on, and how many recovery codes are left. */
function onText(enabledAt: string, left: number): string {
  const since = dateTime(enabledAt);
  return t`Two-factor sign-in is on since ${since}. You have ${left} recovery codes left.`;
}

/** The server's words for a refused request: a field's own message first. */
function problemText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    return Object.values(error.body?.errors ?? {})[0]?.[0] ?? error.message;
  }
  return t`Something went wrong. Please try again.`;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h3 id={headingId} className="text-lg font-bold text-ink">
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
    <Section title={t`Signed-in devices`}>
      {sessions.isPending && <p className="text-sm text-gray-600">{t`Loading your devices...`}</p>}
      {sessions.isError && (
        <p role="alert" className="text-sm text-red-700">
          {t`We could not load your devices. Please try again.`}
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
                    {t`This device`}
                  </span>
                )}
              </p>
              <p className="text-sm text-gray-600">
                {usedText(session.lastUsedAt, session.createdAt)}
              </p>
            </div>
            {!session.current && (
              <button
                type="button"
                disabled={signOut.isPending}
                onClick={() => end(session.id)}
                aria-label={signOutLabel(session.device, session.lastUsedAt)}
                className={buttonClass('secondary', 'sm')}
              >
                {t`Sign out`}
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
          {t`Sign out of all other devices`}
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
        {t`Keep these recovery codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.`}
      </p>
      <ul
        aria-label={t`Recovery codes`}
        dir="ltr"
        className="grid grid-cols-2 gap-2 font-mono text-sm"
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <button type="button" onClick={onDone} className={buttonClass('primary', 'sm')}>
        {t`I have saved these codes`}
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
    <Section title={t`Two-factor sign-in`}>
      <p className="text-sm text-gray-700">
        {enabled
          ? onText(status.data!.enabledAt!, status.data!.recoveryCodesLeft)
          : t`Two-factor sign-in is off. Turn it on to be asked for a code from an authenticator app (such as Google Authenticator or Microsoft Authenticator) when you log in.`}
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
                {t`New recovery codes`}
              </button>
              <button
                type="button"
                className={buttonClass('secondary')}
                onClick={() => setStep({ name: 'disable' })}
              >
                {t`Turn off two-factor sign-in`}
              </button>
            </>
          ) : (
            <button
              type="button"
              className={buttonClass('primary')}
              onClick={() => setStep({ name: 'password', purpose: 'setup' })}
            >
              {t`Turn on two-factor sign-in`}
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
      aria-label={t`Confirm your password`}
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
          {t`Continue`}
        </SubmitButton>
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {t`Cancel`}
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
        toast.success(t`Two-factor sign-in is on.`);
        onEnabled(codes);
      },
      onError: (failure) => setError(problemText(failure)),
    });
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={t`Add to your authenticator app`}
      className="space-y-4"
    >
      <p className="text-sm text-gray-700">
        {t`Scan this QR code with your authenticator app, then enter the 6-digit code it shows.`}
      </p>
      <img
        src={qrCode}
        alt={t`QR code for your authenticator app`}
        width={176}
        height={176}
        className="rounded-lg ring-1 ring-gray-200"
      />
      <p className="text-sm text-gray-700">
        {t`Can't scan it? Enter this key in the app instead:`}{' '}
        <code
          dir="ltr"
          data-testid="totp-secret"
          className="rounded bg-gray-100 px-2 py-1 font-mono break-all"
        >
          {secret}
        </code>
      </p>
      <div className="max-w-sm space-y-4">
        <CodeField
          label={t`Code from the app`}
          value={code}
          error={error}
          onChange={(value) => {
            setCode(value);
            setError(undefined);
          }}
        />
        <div className="flex gap-3">
          <SubmitButton busy={confirm.isPending} disabled={confirm.isPending || !code.trim()}>
            {t`Turn on`}
          </SubmitButton>
          <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
            {t`Cancel`}
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
      aria-label={t`Turn off two-factor sign-in`}
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
        label={t`Code from the app or a recovery code`}
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
          {t`Turn off`}
        </SubmitButton>
        <button type="button" onClick={onDone} className={buttonClass('secondary')}>
          {t`Cancel`}
        </button>
      </div>
    </form>
  );
}
