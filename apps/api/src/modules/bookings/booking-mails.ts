import { customerLetter } from '../mail/customer-letter.ts';
import {
  arabicClockOf,
  arabicDateOf,
  fill,
  inLanguage,
  isolated,
  ltr,
  petTypeIn,
  textsIn,
  type Language,
} from '../mail/mail-language.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { BookingAccount, BookingRow } from './bookings.repo.ts';
import { bookingGreeting, bookingLanguage } from './bookings.service.ts';

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

/** The time of day of an appointment text: "3:30 PM" or "3:30 م". */
export const appointmentClockIn = (language: Language, date: Date): string =>
  language === 'ar' ? arabicClockOf(date) : clock.format(date);

/** An appointment's day and time in a language: "Thu 27 Nov 2026 at 3:30 PM", Dubai time. */
export const appointmentTextIn = (language: Language, date: Date): string =>
  language === 'ar'
    ? fill(textsIn('ar').appointmentAt, { day: arabicDateOf(date), time: arabicClockOf(date) })
    : appointmentText(date);

function toCustomer(
  booking: BookingRow,
  account: BookingAccount | undefined,
  shop: BookingShop,
  kind: string,
  subject: string,
  lines: string[],
): OutgoingMail {
  const language = bookingLanguage(booking, account);
  return inLanguage(
    language,
    customerLetter(
      { kind, recipient: booking.email, subject },
      {
        greeting: bookingGreeting(booking, account),
        lines,
        questions: fill(textsIn(language).bookingQuestions, {
          reference: ltr(language, booking.reference),
          phone: ltr(language, shop.SUPPORT_PHONE),
          email: ltr(language, shop.SUPPORT_EMAIL),
        }),
        shopName: isolated(language, shop.SHOP_NAME),
      },
    ),
  );
}

/**
 * The customer's e-mail for a confirmation (or a new time) or a cancellation; nothing for the
 * other moves. Only the shop's own values: the greeting is the acknowledgement's.
 */
export function bookingStatusMail(
  booking: BookingRow,
  account: BookingAccount | undefined,
  shop: BookingShop,
  rescheduled: boolean,
): OutgoingMail | undefined {
  const language = bookingLanguage(booking, account);
  const texts = textsIn(language);
  const reference = ltr(language, booking.reference);
  if (booking.status === 'confirmed' && booking.scheduledAt) {
    const when = appointmentTextIn(language, booking.scheduledAt);
    const service =
      language === 'ar' ? petTypeIn(language, booking.service) : booking.service.toLowerCase();
    return toCustomer(
      booking,
      account,
      shop,
      rescheduled ? 'booking-rescheduled' : 'booking-confirmed',
      fill(rescheduled ? texts.bookingMovedSubject : texts.bookingConfirmedSubject, {
        reference,
        when,
      }),
      [
        fill(rescheduled ? texts.bookingMovedBody : texts.bookingConfirmedBody, { service }),
        '',
        fill(texts.bookingReference, { reference }),
        fill(texts.dateAndTime, { when }),
        fill(texts.where, { address: isolated(language, shop.SHOP_ADDRESS) }),
        '',
        texts.arriveEarlyOrTell,
      ],
    );
  }
  if (booking.status === 'cancelled') {
    return toCustomer(
      booking,
      account,
      shop,
      'booking-cancelled',
      fill(texts.bookingCancelledSubject, { reference }),
      [fill(texts.bookingCancelledBody, { reference }), '', texts.bookAgain],
    );
  }
  return undefined;
}
