import { t } from '@lingui/core/macro';
import type { Notification } from '@petshop/contracts/reviews';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { PanelHeading } from '../../../components/ui/panel-heading.tsx';
import { LoadingMessage } from '../../../components/ui/spinner.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { useUnreadNotifications } from '../api/get-unread-count.ts';
import { useMarkRead } from '../api/mark-read.ts';
import { notificationTime, shopLink } from '../notification-format.ts';
import { MailPreferencesSection } from './mail-preferences.tsx';

/**
 * Spec §2 "All Notifications", with issue 33: what happened to the customer's orders, refunds,
 * bookings, alerts and reviews, newest first, unread marked; 'No notifications' when there is
 * none. Below, which e-mails the shop may send them.
 */
export function NotificationsPanel() {
  const notifications = useNotifications();
  const unread = useUnreadNotifications();
  const markRead = useMarkRead();
  const list = notifications.data?.pages.flatMap((page) => page.data) ?? [];
  // The list's own count is fresher than the header's when the list has just loaded.
  const unreadNow = notifications.data?.pages.at(-1)?.unread ?? unread;

  return (
    <div className="space-y-6">
      <PanelHeading
        title={t`All Notifications`}
        text={unreadNow > 0 ? t`${unreadNow} unread` : t`Updates about your account and orders.`}
        liveText
      >
        {unreadNow > 0 && (
          <button
            type="button"
            className={`${buttonClass('secondary', 'sm')} self-start`}
            disabled={markRead.isPending}
            onClick={() => markRead.mutate('all')}
          >
            {t`Mark all as read`}
          </button>
        )}
      </PanelHeading>

      {notifications.isPending ? (
        <LoadingMessage
          text={t`Loading your notifications...`}
          className="flex flex-col items-center gap-3 py-12"
        />
      ) : notifications.isError && list.length === 0 ? (
        <LoadError
          onRetry={() => void notifications.refetch()}
          retrying={notifications.isFetching}
          heading="h3"
        />
      ) : list.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-12 text-center">
          <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <Icon name="bell" className="size-8" />
          </span>
          <h3 className="mt-4 text-lg font-bold text-ink">{t`No notifications`}</h3>
          <p className="mt-1 max-w-sm text-sm text-gray-600">
            {t`You are all caught up. News about your orders will appear here.`}
          </p>
        </div>
      ) : (
        <>
          <ul aria-label={t`Notifications`} className="divide-y divide-gray-100">
            {list.map((item) => (
              <li key={item.id}>
                <NotificationItem
                  item={item}
                  onOpen={() => {
                    if (!item.read) markRead.mutate(item.id);
                  }}
                />
              </li>
            ))}
          </ul>
          {notifications.hasNextPage && (
            <button
              type="button"
              className={`${buttonClass('secondary', 'sm')} w-full sm:w-auto`}
              disabled={notifications.isFetchingNextPage}
              onClick={() => void notifications.fetchNextPage()}
            >
              {notifications.isFetchingNextPage ? t`Loading...` : t`Show more`}
            </button>
          )}
          {markRead.isError && (
            <p role="alert" className="text-sm font-medium text-red-700">
              {markRead.error.message}
            </p>
          )}
        </>
      )}

      <MailPreferencesSection />
    </div>
  );
}

const itemClass =
  'flex w-full gap-3 rounded-xl px-2 py-4 text-start transition-colors hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:px-3';

/** One notification: opening it marks it read and follows its link in the shop, when it has one. */
function NotificationItem({ item, onOpen }: { item: Notification; onOpen: () => void }) {
  const link = shopLink(item.link);
  const content = (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 size-2.5 shrink-0 rounded-full ${item.read ? 'bg-transparent' : 'bg-brand-600'}`}
      />
      <span className="min-w-0 flex-1">
        <span className={`block break-words text-ink ${item.read ? 'font-medium' : 'font-bold'}`}>
          {!item.read && <span className="sr-only">{t`Unread:`} </span>}
          {item.title}
        </span>
        <span className="mt-0.5 block text-sm break-words text-gray-700">{item.body}</span>
        <time dateTime={item.created_at} className="mt-1 block text-xs text-gray-500">
          {notificationTime(item.created_at)}
        </time>
      </span>
      {link && <Icon name="chevron-right" className="mt-1 size-5 shrink-0 text-gray-400" />}
    </>
  );
  return link ? (
    <Link to={link} className={itemClass} onClick={onOpen} data-read={item.read}>
      {content}
    </Link>
  ) : (
    <button type="button" className={itemClass} onClick={onOpen} data-read={item.read}>
      {content}
    </button>
  );
}
