import { customerLetter } from '../mail/customer-letter.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { AddressHolder } from '../mail/unconfirmed-recipients.ts';
import type { BookingRow } from './bookings.repo.ts';
import { bookingGreeting } from './bookings.service.ts';

export interface BookingShop {
  SHOP_NAME: string;
  SUPPORT_PHONE: string;
  SUPPORT_EMAIL: string;
  SHOP_ADDRESS: string;
}

const day = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});
const clock = new Intl.DateTimeFormat('en-US', {
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: 'Asia/Dubai',
});

/** "Thu 27 Nov 2026 at 3:30 PM", Dubai time. */
export function appointmentText(date: Date): string {
  return `${day.format(date).replace(',', '')} at ${clock.format(date)}`;
}

function toCustomer(
  booking: BookingRow,
  account: AddressHolder | undefined,
  shop: BookingShop,
  kind: string,
  subject: string,
  lines: string[],
): OutgoingMail {
  return customerLetter(
    { kind, recipient: booking.email, subject },
    {
      greeting: bookingGreeting(booking, account),
      lines,
      questions: `Questions, or need to change something? Quote ${booking.reference} and call ${shop.SUPPORT_PHONE} or write to ${shop.SUPPORT_EMAIL}.`,
      shopName: shop.SHOP_NAME,
    },
  );
}

/**
 * The customer's e-mail for a confirmation (or a new time) or a cancellation; nothing for the
 * other moves. Only the shop's own values: the greeting is the acknowledgement's.
 */
export function bookingStatusMail(
  booking: BookingRow,
  account: AddressHolder | undefined,
  shop: BookingShop,
  rescheduled: boolean,
): OutgoingMail | undefined {
  const reference = booking.reference;
  if (booking.status === 'confirmed' && booking.scheduledAt) {
    const when = appointmentText(booking.scheduledAt);
    return toCustomer(
      booking,
      account,
      shop,
      rescheduled ? 'booking-rescheduled' : 'booking-confirmed',
      rescheduled
        ? `New time for your grooming appointment ${reference}: ${when}`
        : `Your grooming appointment ${reference} is confirmed for ${when}`,
      [
        rescheduled
          ? `Your ${booking.service.toLowerCase()} grooming appointment has moved to a new time.`
          : `Your ${booking.service.toLowerCase()} grooming appointment is confirmed.`,
        '',
        `Booking reference: ${reference}`,
        `Date and time: ${when} (Dubai time)`,
        `Where: ${shop.SHOP_ADDRESS}`,
        '',
        'Please arrive a few minutes early. If you cannot make it, let us know so we can offer the time to another pet.',
      ],
    );
  }
  if (booking.status === 'cancelled') {
    return toCustomer(
      booking,
      account,
      shop,
      'booking-cancelled',
      `Your grooming booking ${reference} was cancelled`,
      [
        `Your grooming booking ${reference} has been cancelled.`,
        '',
        'Would you like another time? Book again on our website or call us.',
      ],
    );
  }
  return undefined;
}
