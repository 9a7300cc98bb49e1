import { randomInt } from 'node:crypto';
import type { BookingInput, BookingSummary } from '@petshop/contracts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import {
  countRecentMails,
  enqueueMails,
  lockMailRecipient,
  type OutgoingMail,
} from '../mail/mail.repo.ts';
import {
  fill,
  greetingIn,
  inLanguage,
  isolated,
  ltr,
  petTypeIn,
  textsIn,
  type Language,
} from '../mail/mail-language.ts';
import { isConfirmedAddress } from '../mail/unconfirmed-recipients.ts';
import { addNotifications, bookingNotifications } from '../notifications/notifications.service.ts';
import {
  findBookingAccount,
  findBookingsOfUser,
  insertBooking,
  type BookingAccount,
  type BookingRow,
} from './bookings.repo.ts';

/** Digits and capitals a person can read out on the phone without mix-ups (no 0/O, 1/I/L). */
const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 6;

/** 'BK-7F3K9Q': 31^6 ≈ 887 million references, drawn at random so none can be guessed. */
export function newBookingReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) {
    code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  }
  return `BK-${code}`;
}

type ShopFacts = Pick<
  Config,
  | 'SHOP_NAME'
  | 'SHOP_TAGLINE'
  | 'SUPPORT_PHONE'
  | 'SUPPORT_EMAIL'
  | 'SHOP_ADDRESS'
  | 'BUSINESS_HOURS'
>;

const dubaiTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Dubai',
  dateStyle: 'medium',
  timeStyle: 'short',
});

const BOOKING_CONFIRMATION = 'booking-confirmation';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A value that ends up in a subject line: one line, whatever the customer typed. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Acknowledgements one recipient address may get in a day (decision 018). */
export const MAX_ACKNOWLEDGEMENTS_PER_DAY = 3;

/**
 * How the acknowledgement greets the customer: the first word of the name when it is letters
 * only (any script) and at most 20 of them, else "there". Nothing else the sender typed is ever
 * echoed to the address they typed, so the form cannot carry a stranger's text (a link, an
 * advert) to someone else's inbox in the shop's name.
 */
export function greetingName(name: string): string {
  const first = name.trim().split(/\s+/)[0] ?? '';
  return /^\p{L}{1,20}$/u.test(first) ? first : 'there';
}

/**
 * The language of a booking's mails (issue 34, decision 137): its account's, which the customer
 * may change later; a booking made without logging in keeps the language it was made in.
 */
export const bookingLanguage = (
  booking: Pick<BookingRow, 'language'>,
  account: BookingAccount | undefined,
): Language => ((account ? account.language : booking.language) === 'ar' ? 'ar' : 'en');

/**
 * How a booking's mails begin: the first name only when the booking's address is its account's
 * own, confirmed one (decision 082); anyone could have typed any other.
 */
export const bookingGreeting = (booking: BookingRow, account: BookingAccount | undefined) => {
  const language = bookingLanguage(booking, account);
  const name = greetingName(booking.name);
  return greetingIn(
    language,
    isConfirmedAddress(booking.email, account)
      ? name === 'there' && language === 'ar'
        ? null
        : name
      : null,
  );
};

/** A fixed text: the reference and pet type are the shop's own values, not free text. */
function customerConfirmation(
  booking: BookingRow,
  account: BookingAccount | undefined,
  shop: ShopFacts,
): OutgoingMail {
  const language = bookingLanguage(booking, account);
  const texts = textsIn(language);
  const reference = ltr(language, booking.reference);
  const shopName = isolated(language, shop.SHOP_NAME);
  const textBody = [
    bookingGreeting(booking, account),
    '',
    fill(texts.bookingAckThanks, { shop: shopName }),
    '',
    fill(texts.bookingReference, { reference }),
    fill(texts.petType, {
      pet: language === 'ar' ? petTypeIn(language, booking.service) : booking.service,
    }),
    '',
    texts.bookingAckNext,
    '',
    fill(texts.bookingAckNotYou, { email: ltr(language, shop.SUPPORT_EMAIL) }),
    '',
    fill(texts.bookingAckReach, { reference }),
    fill(texts.contactPhone, { phone: ltr(language, shop.SUPPORT_PHONE) }),
    fill(texts.contactEmail, { email: ltr(language, shop.SUPPORT_EMAIL) }),
    fill(texts.contactAddress, { address: isolated(language, shop.SHOP_ADDRESS) }),
    fill(texts.businessHours, { hours: isolated(language, shop.BUSINESS_HOURS) }),
    '',
    fill(texts.signOff, { tagline: isolated(language, shop.SHOP_TAGLINE) }),
    shopName,
  ].join('\n');
  return inLanguage(language, {
    kind: BOOKING_CONFIRMATION,
    recipient: booking.email,
    subject: fill(texts.bookingAckSubject, { reference }),
    textBody,
  });
}

function shopNotification(
  booking: BookingRow,
  shop: ShopFacts,
  acknowledged: boolean,
): OutgoingMail {
  const textBody = [
    'A new grooming booking request came in through the website. Please call the customer to confirm the date and time.',
    '',
    `Reference: ${booking.reference}`,
    `Received: ${dubaiTime.format(booking.createdAt)} (Dubai time)`,
    `Name: ${booking.name}`,
    `Email: ${booking.email}`,
    `Phone: ${booking.phone}`,
    `Pet type: ${booking.service}`,
    `Message: ${booking.message || '(none)'}`,
    `Customer account: ${booking.userId === null ? 'none (booked without logging in)' : `#${booking.userId}`}`,
    `Status: ${booking.status}`,
    acknowledged
      ? 'Acknowledgement: e-mailed to the customer.'
      : `Acknowledgement: not e-mailed (this address already had ${MAX_ACKNOWLEDGEMENTS_PER_DAY} in the last 24 hours).`,
  ].join('\n');
  return {
    kind: 'booking-new',
    recipient: shop.SUPPORT_EMAIL,
    subject: `New grooming booking ${booking.reference}: ${booking.service} for ${oneLine(booking.name)}`,
    textBody,
  };
}

export function createBookingService(db: Db, shop: ShopFacts) {
  return {
    /**
     * Stores the request and queues both mails in one transaction: the customer's confirmation
     * and the shop's notice exist exactly when the booking does. Answers the booking reference.
     * `language`: the request's, for a visitor's mails (issue 34).
     */
    async request(
      input: BookingInput,
      userId: number | null,
      language: Language = 'en',
    ): Promise<string> {
      return db.transaction(async (tx) => {
        let booking: BookingRow | undefined;
        // A clash among ~887 million references is rare; drawing again settles it.
        for (let attempt = 0; !booking; attempt++) {
          if (attempt === 5) throw new Error('could not draw a free booking reference');
          booking = await insertBooking(tx, {
            reference: newBookingReference(),
            userId,
            name: input.name,
            email: input.email,
            phone: input.phone,
            service: input.service,
            message: input.message,
            language,
          });
        }
        // At most a few acknowledgements a day to one address, counted in the outbox under a
        // lock on that address, so parallel requests cannot all see room for one more.
        await lockMailRecipient(tx, booking.email);
        const recent = await countRecentMails(tx, BOOKING_CONFIRMATION, booking.email, DAY_MS);
        const acknowledge = recent < MAX_ACKNOWLEDGEMENTS_PER_DAY;
        await enqueueMails(tx, [
          ...(acknowledge
            ? [customerConfirmation(booking, await findBookingAccount(tx, booking), shop)]
            : []),
          shopNotification(booking, shop, acknowledge),
        ]);
        await addNotifications(tx, bookingNotifications(booking, 'requested'));
        return booking.reference;
      });
    },

    async ofCustomer(userId: number): Promise<BookingSummary[]> {
      const rows = await findBookingsOfUser(db, userId);
      return rows.map((row) => ({
        reference: row.reference,
        service: row.service,
        message: row.message,
        status: row.status,
        created_at: row.createdAt.toISOString(),
        // The agreed time while it stands (confirmed) or once kept (completed).
        scheduled_at:
          row.scheduledAt && (row.status === 'confirmed' || row.status === 'completed')
            ? row.scheduledAt.toISOString()
            : null,
      }));
    },
  };
}

export type BookingService = ReturnType<typeof createBookingService>;
