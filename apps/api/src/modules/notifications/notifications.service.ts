import type { Language } from '@petshop/contracts/language';
import type { NotificationsPage } from '@petshop/contracts/reviews';
import type { Db } from '../../db/client.ts';
import { arabicMessage } from '../../lib/messages-ar-lookup.ts';
import { formatFils as aed } from '../../lib/money.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { appointmentText } from '../bookings/booking-mails.ts';
import {
  countNotifications,
  countUnread,
  findNotifications,
  markAllRead,
  markRead,
  type NewNotification,
  type NotificationRow,
} from './notifications.repo.ts';

export { addNotifications, type NewNotification } from './notifications.repo.ts';

/** Notifications a page of the profile's All Notifications shows. */
export const NOTIFICATIONS_PER_PAGE = 20;
export const NOTIFICATION_NOT_FOUND = 'Notification not found.';

/** Where the profile lists the customer's orders, and their grooming bookings and appointments. */
export const ORDERS_LINK = '/profile?tab=orders';
export const APPOINTMENTS_LINK = '/profile?tab=appointments';

/** Kinds whose body is someone's own words (the shop's reply to a review), never translated. */
const BODY_AS_WRITTEN = new Set(['review-reply']);

/**
 * A notification as the customer reads it. The shop writes and keeps each in English; the Arabic
 * shop (`lang=ar`) reads it through the table of the server's sentences (decision 136), an
 * English one it does not know staying English.
 */
const present = (row: NotificationRow, language: Language) => ({
  id: row.id,
  kind: row.kind,
  title: language === 'ar' ? arabicMessage(row.title) : row.title,
  body: language === 'ar' && !BODY_AS_WRITTEN.has(row.kind) ? arabicMessage(row.body) : row.body,
  link: row.link,
  read: row.readAt !== null,
  created_at: row.createdAt.toISOString(),
});

/** The profile's All Notifications (issue 33): the customer's own only. */
export function createNotificationsService(db: Db) {
  return {
    async page(
      userId: number,
      page: number,
      language: Language = 'en',
    ): Promise<NotificationsPage> {
      const { total, unread } = await countNotifications(db, userId);
      const lastPage = Math.max(1, Math.ceil(total / NOTIFICATIONS_PER_PAGE));
      const rows = await findNotifications(db, userId, {
        offset: (page - 1) * NOTIFICATIONS_PER_PAGE,
        limit: NOTIFICATIONS_PER_PAGE,
      });
      return {
        data: rows.map((row) => present(row, language)),
        unread,
        current_page: page,
        last_page: lastPage,
        total,
        per_page: NOTIFICATIONS_PER_PAGE,
      };
    },

    async unreadCount(userId: number) {
      return { unread: await countUnread(db, userId) };
    },

    async readAll(userId: number) {
      await markAllRead(db, userId);
      return { unread: await countUnread(db, userId) };
    },

    /** 404 for a notification that is not the customer's. */
    async read(userId: number, id: number) {
      if (!(await markRead(db, userId, id))) throw new NotFoundError(NOTIFICATION_NOT_FOUND);
      return { unread: await countUnread(db, userId) };
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

/* ------------------------------------------------------------------ what other modules tell */

interface NotifiedOrder {
  userId: number | null;
  orderNumber: string | null;
  status: string;
}

/**
 * The notification of an order's new status, as its mail's subject says it (processing, shipped,
 * delivered, cancelled); none for other statuses or an order without an account.
 */
export function orderStatusNotifications(order: NotifiedOrder): NewNotification[] {
  if (order.userId === null) return [];
  const number = order.orderNumber ?? '';
  const told: Record<string, [title: string, body: string] | undefined> = {
    processing: [
      `We are preparing your order ${number}`,
      `Your order ${number} is being prepared. We will tell you when it ships.`,
    ],
    shipped: [`Your order ${number} has shipped`, `Your order ${number} is on its way.`],
    delivered: [
      `Your order ${number} was delivered`,
      `Your order ${number} was delivered. We hope your pet enjoys it!`,
    ],
    cancelled: [`Your order ${number} was cancelled`, `Your order ${number} was cancelled.`],
  };
  const text = told[order.status];
  if (!text) return [];
  return [
    {
      userId: order.userId,
      kind: 'order-status',
      title: text[0],
      body: text[1],
      link: ORDERS_LINK,
    },
  ];
}

/** The notification of a refund made (the customer's refund mail's). */
export function refundNotifications(
  order: NotifiedOrder,
  refund: { amountFils: number; method: string },
): NewNotification[] {
  if (order.userId === null) return [];
  const number = order.orderNumber ?? '';
  return [
    {
      userId: order.userId,
      kind: 'refund',
      title: `Refund of ${aed(refund.amountFils)} for order ${number}`,
      body:
        refund.method === 'card'
          ? `We have refunded ${aed(refund.amountFils)} to your card; banks usually show it within 5-10 days.`
          : `We handed ${aed(refund.amountFils)} back to you in cash.`,
      link: ORDERS_LINK,
    },
  ];
}

interface NotifiedBooking {
  userId: number | null;
  reference: string;
  status: string;
  scheduledAt: Date | null;
}

/** What happened to a grooming booking or appointment. */
export type BookingEvent = 'requested' | 'confirmed' | 'moved' | 'cancelled';

/**
 * The notification of a grooming booking's change, for a booking made from a customer account;
 * none for a visitor's.
 */
export function bookingNotifications(
  booking: NotifiedBooking,
  event: BookingEvent,
): NewNotification[] {
  if (booking.userId === null) return [];
  const ref = booking.reference;
  const when = booking.scheduledAt ? appointmentText(booking.scheduledAt) : null;
  const tell = (kind: string, title: string, body: string): NewNotification[] => [
    { userId: booking.userId!, kind, title, body, link: APPOINTMENTS_LINK },
  ];
  switch (event) {
    case 'requested':
      return tell(
        'booking',
        `We received your grooming booking ${ref}`,
        'We will contact you to agree a time.',
      );
    case 'confirmed':
      return when
        ? tell(
            'appointment',
            `Your grooming appointment ${ref} is confirmed for ${when}`,
            `Your grooming appointment is confirmed for ${when} (Dubai time). Please arrive a few minutes early.`,
          )
        : [];
    case 'moved':
      return when
        ? tell(
            'appointment',
            `New time for your grooming appointment ${ref}: ${when}`,
            `Your grooming appointment has moved to ${when} (Dubai time).`,
          )
        : [];
    case 'cancelled':
      return tell(
        'appointment',
        `Your grooming booking ${ref} was cancelled`,
        'Would you like another time? Book again on our website or call us.',
      );
  }
}

/**
 * The notification that goes with a booking's status mail (bookingStatusMail): a confirmation,
 * a new time or a cancellation; none for the other moves.
 */
export function bookingStatusNotifications(
  booking: NotifiedBooking,
  rescheduled: boolean,
): NewNotification[] {
  if (booking.status === 'confirmed' && booking.scheduledAt) {
    return bookingNotifications(booking, rescheduled ? 'moved' : 'confirmed');
  }
  if (booking.status === 'cancelled') return bookingNotifications(booking, 'cancelled');
  return [];
}
