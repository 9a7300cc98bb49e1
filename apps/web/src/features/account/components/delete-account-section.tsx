import { t } from '@lingui/core/macro';
import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import {
  dialogDangerAction,
  dialogSecondaryAction,
} from '../../../components/ui/message-dialog.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useDeleteAccount } from '../api/delete-account.ts';
import { networkErrorMessage } from '../auth-messages.ts';
import { inputClass } from './form-fields.tsx';

/** What the customer is told when the deletion failed: the server's words, or the network's. */
function failureText(error: unknown): string {
  if (error instanceof ApiRequestError && error.message) return error.message;
  if (error instanceof TypeError) return networkErrorMessage();
  return t`Something went wrong. Please try again.`;
}

/**
 * The end of the General tab (issue 21, decision 053): the customer deletes their account, after
 * a dialog that says what is erased and what is kept and asks for their password.
 */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  return (
    <section
      aria-labelledby="delete-account-heading"
      className="rounded-2xl border border-red-200 bg-red-50/40 p-5"
    >
      <h3 id="delete-account-heading" className="text-lg font-bold text-ink">
        {t`Delete account`}
      </h3>
      <p className="mt-1 text-sm text-gray-700">
        {t`Permanently delete your account and erase your personal details. This cannot be undone.`}
      </p>
      <button
        ref={opener}
        type="button"
        onClick={() => setOpen(true)}
        className="mt-4 inline-flex min-h-11 items-center justify-center gap-2 rounded-xl border border-red-300 bg-white px-5 py-2 text-sm font-semibold text-red-800 transition-colors hover:border-red-500 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
      >
        <Icon name="trash" className="size-4" />
        {t`Delete account`}
      </button>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} returnFocusTo={opener} />}
    </section>
  );
}

function DeleteAccountDialog({
  onClose,
  returnFocusTo,
}: {
  onClose: () => void;
  returnFocusTo: RefObject<HTMLButtonElement | null>;
}) {
  const titleId = useId();
  const textId = useId();
  const passwordRef = useRef<HTMLInputElement>(null);
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const deletion = useDeleteAccount();
  // A wrong password (422) belongs to the field; a brake (429) or the network to the form.
  const fieldError =
    problem ??
    (deletion.error instanceof ApiRequestError && deletion.error.status === 422
      ? failureText(deletion.error)
      : undefined);
  const formError = deletion.isError && !fieldError ? failureText(deletion.error) : undefined;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deletion.isPending) return;
    if (!password) {
      setProblem(t`Please enter your password.`);
      passwordRef.current?.focus();
      return;
    }
    setProblem(null);
    // The field's message is read with it once focus is back there.
    deletion.mutate({ password }, { onError: () => passwordRef.current?.focus() });
  }

  const close = () => {
    if (!deletion.isPending) onClose();
  };

  return (
    <Dialog
      open
      onClose={close}
      labelledBy={titleId}
      describedBy={textId}
      role="alertdialog"
      initialFocus={passwordRef}
      returnFocusTo={returnFocusTo}
      className="w-[calc(100%-2rem)] max-w-lg rounded-3xl bg-white p-6 shadow-2xl sm:p-8"
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <div className="flex items-start gap-4">
          <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-red-50 text-red-600">
            <Icon name="alert-triangle" className="size-7" />
          </span>
          <h2 id={titleId} className="pt-2 text-2xl font-extrabold text-ink">
            {t`Delete your account?`}
          </h2>
        </div>
        <div id={textId} className="space-y-3 text-sm text-gray-700">
          <p>
            <strong className="text-ink">{t`Erased now:`}</strong>{' '}
            {t`your name, email address, phone number, personal details, saved addresses, cart and wishlist. You are signed out on every device.`}
          </p>
          <p>
            <strong className="text-ink">{t`Kept for our accounts:`}</strong>{' '}
            {t`your past orders (items, prices, dates and emirate), without your name, contact details or street address.`}
          </p>
          <p>
            {t`This cannot be undone. You can register again later with the same email address.`}
          </p>
        </div>
        <Field label={t`Your password`} error={fieldError}>
          {({ id, describedBy }) => (
            <input
              ref={passwordRef}
              id={id}
              type="password"
              name="password"
              autoComplete="current-password"
              maxLength={128}
              value={password}
              aria-invalid={fieldError ? true : undefined}
              aria-describedby={describedBy}
              onChange={(event) => {
                setPassword(event.target.value);
                setProblem(null);
              }}
              className={inputClass(Boolean(fieldError))}
            />
          )}
        </Field>
        {formError && (
          <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
            {formError}
          </p>
        )}
        <div className="flex flex-col gap-3 sm:flex-row-reverse">
          <button
            type="submit"
            disabled={deletion.isPending}
            aria-busy={deletion.isPending || undefined}
            className={`${dialogDangerAction} disabled:cursor-wait disabled:opacity-60`}
          >
            {deletion.isPending ? t`Deleting...` : t`Delete my account`}
          </button>
          <button type="button" onClick={close} className={dialogSecondaryAction}>
            {t`Keep my account`}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
