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
  if (minutes < 1) return 'Just now';
  if (minutes < 60) return `${minutes} min ago`;
  if (minutes < 24 * 60) {
    const hours = Math.floor(minutes / 60);
    return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
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
export const MAIL_LISTS_SHOWN: readonly { list: MailList; label: string; text: string }[] = [
  {
    list: 'review_requests',
    label: 'Review requests',
    text: 'One e-mail after a delivery asking how you liked what you bought.',
  },
  {
    list: 'back_in_stock',
    label: 'Back-in-stock alerts',
    text: 'An e-mail when a product you asked about is back in stock.',
  },
  {
    list: 'offers',
    label: 'Offers',
    text: 'News about discounts, coupons and new products.',
  },
];

/** The list a `?list=` value names, or null. */
export const mailListShown = (value: string | null) =>
  MAIL_LISTS_SHOWN.find((item) => item.list === value) ?? null;
