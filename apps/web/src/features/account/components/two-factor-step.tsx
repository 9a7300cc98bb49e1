import { t } from '@lingui/core/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Field } from '../../../components/ui/field.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import type { TwoFactorAnswer } from '../api/security-api.ts';
import { networkErrorMessage } from '../auth-messages.ts';
import { authLinkClass } from './auth-shell.tsx';
import { inputClass, SubmitButton } from './form-fields.tsx';

/** The server's words for a refused code; a field's own message first. */
function refusal(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const field = Object.values(error.body?.errors ?? {})[0]?.[0];
    return field ?? error.message;
  }
  if (error instanceof TypeError) return networkErrorMessage();
  return t`The code could not be checked. Please try again.`;
}

/**
 * The second step of a login for an account with two-factor sign-in (decision 052): a code from
 * the app, or one of the recovery codes. A challenge that expired or took too many wrong codes
 * (a 401) sends the person back to the password. `submit` is the customer's or the back
 * office's login call (decision 054); it keeps the session it gets.
 */
export function TwoFactorStep<Session>({
  challenge,
  submit,
  onSignedIn,
  onRestart,
}: {
  challenge: string;
  submit: (answer: TwoFactorAnswer) => Promise<Session>;
  onSignedIn: (session: Session) => void;
  onRestart: (message: string) => void;
}) {
  const [mode, setMode] = useState<'code' | 'recovery'>('code');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const input = useRef<HTMLInputElement>(null);
  // Offline, the request should fail with the network message rather than wait silently.
  const finish = useMutation({ mutationFn: submit, networkMode: 'always' });

  function switchMode() {
    setMode((current) => (current === 'code' ? 'recovery' : 'code'));
    setValue('');
    setError(undefined);
    input.current?.focus();
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // After a right code the page is on its way elsewhere: the challenge is spent, so a second
    // press would only send the person back to the password step.
    if (finish.isPending || finish.isSuccess || !value.trim()) return;
    const answer =
      mode === 'code' ? { challenge, code: value } : { challenge, recoveryCode: value };
    finish.mutate(answer, {
      onSuccess: onSignedIn,
      onError: (failure) => {
        if (failure instanceof ApiRequestError && failure.status === 401) {
          onRestart(failure.message);
          return;
        }
        setError(refusal(failure));
        input.current?.focus();
      },
    });
  }

  const isCode = mode === 'code';
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Two-factor sign-in`} className="space-y-5">
      <p className="text-sm text-gray-700">
        {isCode
          ? t`Enter the 6-digit code from your authenticator app.`
          : t`Enter one of the recovery codes you saved when you turned on two-factor sign-in. Each code works once.`}
      </p>
      <Field label={isCode ? t`Authentication code` : t`Recovery code`} error={error}>
        {({ id, describedBy }) => (
          <input
            ref={input}
            id={id}
            name={isCode ? 'code' : 'recovery_code'}
            autoFocus
            autoComplete="one-time-code"
            inputMode={isCode ? 'numeric' : 'text'}
            autoCapitalize="none"
            spellCheck={false}
            maxLength={isCode ? 7 : 16}
            placeholder={isCode ? '123456' : 'abcde-23456'}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            className={inputClass(Boolean(error))}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
          />
        )}
      </Field>
      <SubmitButton
        busy={finish.isPending || finish.isSuccess}
        disabled={finish.isPending || finish.isSuccess || !value.trim()}
      >
        {finish.isPending || finish.isSuccess ? t`Verifying...` : t`Verify`}
      </SubmitButton>
      <p className="text-center text-sm">
        <button type="button" onClick={switchMode} className={authLinkClass}>
          {isCode ? t`Use a recovery code` : t`Use a code from your authenticator app`}
        </button>
      </p>
    </form>
  );
}
