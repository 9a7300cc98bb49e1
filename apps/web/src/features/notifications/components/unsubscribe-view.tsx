import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { withPart } from '../../../lib/message-parts.tsx';
import { useStopStockAlert, useUnsubscribeFromList } from '../api/unsubscribe.ts';
import { mailListShown } from '../notification-format.ts';

/**
 * /unsubscribe — the link at the foot of the shop's optional mails, without logging in:
 * `?token=…&list=…` stops one kind of mail for the account, `?alert=…` one back-in-stock alert.
 * Nothing happens on opening the page (mail scanners open links): one press of the button.
 */
export function UnsubscribeView() {
  const [params] = useSearchParams();
  const alert = params.get('alert');
  const token = params.get('token');
  const list = mailListShown(params.get('list'));
  if (alert) return <StopAlert token={alert} />;
  if (token && list) return <StopList token={token} list={list} />;
  return (
    <Frame title={t`Unsubscribe`}>
      <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
        {t`This link is incomplete. Please open it again from the e-mail.`}
      </p>
    </Frame>
  );
}

function StopAlert({ token }: { token: string }) {
  const stop = useStopStockAlert();
  if (stop.isSuccess) {
    return (
      <Frame title={t`Alert stopped`}>
        <Done text={`${stop.data.product_name}: ${stop.data.message}`} />
      </Frame>
    );
  }
  return (
    <Frame title={t`Stop this back-in-stock alert?`}>
      <p className="text-gray-700">
        {t`You asked us to e-mail you when a product is back in stock. Press the button and we will not send that e-mail.`}
      </p>
      <Failure error={stop.error} />
      <button
        type="button"
        className={`${buttonClass('primary')} w-full sm:w-auto`}
        disabled={stop.isPending}
        onClick={() => stop.mutate(token)}
      >
        {stop.isPending ? t`Stopping...` : t`Stop this alert`}
      </button>
    </Frame>
  );
}

function StopList({
  token,
  list,
}: {
  token: string;
  list: NonNullable<ReturnType<typeof mailListShown>>;
}) {
  const unsubscribe = useUnsubscribeFromList();
  const label = list.label;
  if (unsubscribe.isSuccess) {
    return (
      <Frame title={t`You are unsubscribed`}>
        <Done text={unsubscribe.data.message} />
      </Frame>
    );
  }
  return (
    <Frame title={t`Stop e-mails: ${label}?`}>
      <p className="text-gray-700">
        {list.text}{' '}
        {t`Press the button and we will stop sending these. Order updates still come: they are about your orders.`}
      </p>
      <Failure error={unsubscribe.error} />
      <button
        type="button"
        className={`${buttonClass('primary')} w-full sm:w-auto`}
        disabled={unsubscribe.isPending}
        onClick={() => unsubscribe.mutate({ token, list: list.list })}
      >
        {unsubscribe.isPending ? t`Unsubscribing...` : t`Unsubscribe`}
      </button>
    </Frame>
  );
}

function Frame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-gray-200 sm:p-8">
        <h1 className="text-2xl font-extrabold break-words text-ink sm:text-3xl">{title}</h1>
        {children}
      </div>
    </div>
  );
}

function Failure({ error }: { error: Error | null }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-sm text-red-800">
      {error.message}
    </p>
  );
}

function Done({ text }: { text: string }) {
  const allNotifications = t`All Notifications`;
  return (
    <>
      <p role="status" className="flex items-start gap-3 text-gray-800">
        <Icon name="check-circle" className="size-6 shrink-0 text-brand-600" />
        <span className="break-words">{text}</span>
      </p>
      <p className="text-sm text-gray-600">
        {withPart(
          t`Your e-mail preferences are also in your account, under ${allNotifications}.`,
          allNotifications,
          (part) => (
            <Link
              to={paths.profile.getHref('notifications')}
              className="font-semibold text-brand-700 underline underline-offset-4"
            >
              {part}
            </Link>
          ),
        )}
      </p>
    </>
  );
}
