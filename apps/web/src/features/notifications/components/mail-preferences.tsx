import { t } from '@lingui/core/macro';
import type { MailList } from '@petshop/contracts/reviews';
import { useId, useState } from 'react';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useMailPreferences, useSaveMailPreference } from '../api/mail-preferences.ts';
import { mailListsShown } from '../notification-format.ts';

const boxClass =
  'mt-0.5 size-5 shrink-0 rounded accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60';

/**
 * Issue 33: which e-mails the shop sends the customer. Order updates always go (they are about
 * money and deliveries); review requests, back-in-stock alerts and offers can be switched off.
 * Each switch saves at once and says so.
 */
export function MailPreferencesSection() {
  const headingId = useId();
  const preferences = useMailPreferences();
  const save = useSaveMailPreference();
  const [saved, setSaved] = useState<string | null>(null);
  // The switch moves in the same render as the click: the cache's optimistic update lands a tick
  // later, and a controlled box would spring back for that tick.
  const [moving, setMoving] = useState<Partial<Record<MailList, boolean>>>({});

  function change(list: MailList, label: string, on: boolean) {
    setSaved(null);
    setMoving((now) => ({ ...now, [list]: on }));
    // Each call's own promise: a second switch moved before the first answers keeps both.
    save
      .mutateAsync({ [list]: on })
      .then(() => setSaved(on ? t`Saved: ${label} on.` : t`Saved: ${label} off.`))
      .catch(() => undefined) // the hook puts the switch back; the status line says why
      .finally(() =>
        setMoving(({ [list]: mine, ...others }) =>
          mine === on ? others : { ...others, [list]: mine },
        ),
      );
  }

  return (
    <section aria-labelledby={headingId} className="border-t border-gray-100 pt-6">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t`E-mail preferences`}
      </h3>
      <p className="mt-1 text-sm text-gray-600">{t`Choose which e-mails we send you.`}</p>
      {preferences.isError && !preferences.data ? (
        <div className="mt-4">
          <LoadError
            onRetry={() => void preferences.refetch()}
            retrying={preferences.isFetching}
            heading="h3"
          />
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          <li>
            <label className="flex gap-3 rounded-xl border border-gray-200 p-4">
              <input type="checkbox" checked disabled className={boxClass} />
              <span>
                <span className="block font-semibold text-ink">{t`Order updates`}</span>
                <span className="block text-sm text-gray-600">
                  {t`Always on: confirmations, delivery news and refunds about your orders.`}
                </span>
              </span>
            </label>
          </li>
          {mailListsShown().map(({ list, label, text }) => (
            <li key={list}>
              <label className="flex cursor-pointer gap-3 rounded-xl border border-gray-200 p-4 has-[:disabled]:cursor-default">
                <input
                  type="checkbox"
                  name={list}
                  checked={moving[list] ?? preferences.data?.[list] ?? false}
                  disabled={!preferences.data}
                  onChange={(event) => change(list, label, event.target.checked)}
                  className={boxClass}
                />
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-sm text-gray-600">{text}</span>
                </span>
              </label>
            </li>
          ))}
        </ul>
      )}
      <p
        role={save.isError ? 'alert' : 'status'}
        className={`mt-3 min-h-5 text-sm font-medium ${save.isError ? 'text-red-700' : 'text-brand-700'}`}
      >
        {save.isError ? save.error.message : saved}
      </p>
    </section>
  );
}
