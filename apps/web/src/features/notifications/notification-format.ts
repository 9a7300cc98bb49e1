import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { MailList, Notification } from '@petshop/contracts/reviews';
import { formatShopDateTime } from '../../lib/dates.ts';

/** The list with one notification, or all of them, read. */
export function markRead(list: readonly Notification[], id: number | 'all'): Notification[] {
  return list.map((item) => (id === 'all' || item.id === id ? { ...item, read: true } : item));
}

/**
 * When it happened: minutes or hours for today's news, then the shop's date and time
 * ('3 December 2025 at 14:05', Dubai).
 */
export function notificationTime(createdAt: string, now = new Date()): string {
  const at = new Date(createdAt);
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60_000);
  if (Number.isNaN(minutes)) return '';
  if (minutes < 1) return t`Just now`;
  if (minutes < 60) return plural(minutes, { one: '# min ago', other: '# min ago' });
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    return plural(hours, { one: '# hour ago', other: '# hours ago' });
  }
  return formatShopDateTime(at) ?? '';
}

/** A notification's link is followed only inside the shop ('/orders/…'), never to another site. */
export function shopLink(link: string | null): string | null {
  if (!link || !link.startsWith('/') || link.startsWith('//') || link.startsWith('/\\'))
    return null;
  return link;
}

/** The optional mails, as the preferences and the unsubscribe page name them. */
const MAIL_LISTS: readonly { list: MailList; label: MessageDescriptor; text: MessageDescriptor }[] =
  [
    {
      list: 'review_requests',
      label: msg`Review requests`,
      text: msg`One e-mail after a delivery asking how you liked what you bought.`,
    },
    {
      list: 'back_in_stock',
      label: msg`Back-in-stock alerts`,
      text: msg`An e-mail when a product you asked about is back in stock.`,
    },
    {
      list: 'offers',
      label: msg`Offers`,
      text: msg`News about discounts, coupons and new products.`,
    },
  ];

/** Those lists in the shop's language. */
export const mailListsShown = (): { list: MailList; label: string; text: string }[] =>
  MAIL_LISTS.map(({ list, label, text }) => ({ list, label: i18n._(label), text: i18n._(text) }));

/** The list a `?list=` value names, or null. */
export const mailListShown = (value: string | null) =>
  mailListsShown().find((item) => item.list === value) ?? null;
