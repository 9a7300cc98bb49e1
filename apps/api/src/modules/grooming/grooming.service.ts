import {
  PET_SIZE_LABELS,
  PET_TYPE_OF_SIZE,
  SLOT_TAKEN,
  type PetSize,
} from '@petshop/contracts/grooming';
import { createHash, randomBytes } from 'node:crypto';
import { formatShopMoment, shopDay } from '@petshop/contracts/shop-time';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import type { Language } from '@petshop/contracts/language';
import { filsToAed, formatFils } from '../../lib/money.ts';
import { arabicOr, textIn } from '../../lib/translated-text.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import {
  appointmentClockIn,
  appointmentText,
  appointmentTextIn,
  bookingStatusMail,
} from '../bookings/booking-mails.ts';
import {
  findBookingAccount,
  insertBooking,
  type BookingAccount,
  type BookingRow,
} from '../bookings/bookings.repo.ts';
import {
  bookingGreeting,
  bookingLanguage,
  MAX_ACKNOWLEDGEMENTS_PER_DAY,
  newBookingReference,
} from '../bookings/bookings.service.ts';
import { customerLetter } from '../mail/customer-letter.ts';
import {
  fill,
  inLanguage,
  isolated,
  ltr,
  moneyIn,
  pageLink,
  petSizeIn,
  textsIn,
} from '../mail/mail-language.ts';
import { calendarFile } from './calendar-file.ts';
import { countRecentMails, enqueueMails, lockMailRecipient } from '../mail/mail.repo.ts';
import { addNotifications, bookingNotifications } from '../notifications/notifications.service.ts';
import {
  cancelAppointment,
  claimReminders,
  findActiveServices,
  findAppointmentsOfUser,
  findBusy,
  findBusyExcept,
  findCustomerAppointment,
  findGroomerName,
  findGroomerWeeks,
  findGroomingSettings,
  findHolidays,
  findServiceArabicNames,
  moveAppointment,
  type AppointmentKey,
} from './grooming.repo.ts';
import { freeSlots, groomersFreeAt, type SlotRules } from './slots.ts';

type ShopFacts = Pick<Config, 'SHOP_NAME' | 'SUPPORT_PHONE' | 'SUPPORT_EMAIL' | 'SHOP_ADDRESS'>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** A customer may cancel or move online up to this long before the start. */
const CHANGE_BEFORE_MS = DAY_MS;
const DEAD_LINK =
  'This link no longer works: the appointment was cancelled or moved (the newest e-mail has its link).';
const NOT_YOURS = 'This appointment was not found in your account.';
/** What an appointment that may no longer change has become, as its customer reads it. */
const BOOKED_NO_MORE: Partial<Record<string, string>> = {
  cancelled: 'cancelled',
  completed: 'over',
  no_show: 'over',
};

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** '28 Nov 2026, 19:07' Dubai time, before a line of the staff notes. */
const noteStamp = () => formatShopMoment(new Date());
const APPOINTMENT_CONFIRMATION = 'appointment-confirmation';

/** A service as booked: its name, and its price and minutes for the pet. */
interface BookedService {
  id: number;
  name: string;
  priceFils: number;
  minutes: number;
}

export interface AppointmentInput {
  service_id: number;
  add_on_ids: number[];
  pet_size: PetSize;
  starts_at: string;
  name: string;
  phone: string;
  email: string;
  notes: string;
}

/** The spec's message for a package: 'Grooming Package: Full Groom', then the notes. */
const specMessage = (packageName: string, notes: string) =>
  `Grooming Package: ${packageName}${notes ? `  Notes: ${notes}` : ''}`;

/** The package and add-ons for this pet as booked now, or a 422 naming what is not offered. */
export async function pricedServices(
  db: Db,
  serviceId: number,
  addOnIds: number[],
  petSize: PetSize,
) {
  const services = await findActiveServices(db);
  const main = services.find((service) => service.id === serviceId && service.kind === 'package');
  if (!main) throw new ValidationError({ service_id: ['This grooming package is not offered.'] });
  const addOns = addOnIds.map((id) =>
    services.find((service) => service.id === id && service.kind === 'add_on'),
  );
  if (addOns.some((addOn) => !addOn)) {
    throw new ValidationError({ add_on_ids: ['One of the add-ons is not offered.'] });
  }
  const lines: BookedService[] = [main, ...addOns.map((addOn) => addOn!)].map((service) => {
    const price = service.prices.find((each) => each.petSize === petSize);
    if (!price) {
      throw new ValidationError({
        pet_size: [
          `${service.name} is not offered for a ${PET_SIZE_LABELS[petSize].toLowerCase()}.`,
        ],
      });
    }
    return {
      id: service.id,
      name: service.name,
      priceFils: price.priceFils,
      minutes: price.durationMinutes,
    };
  });
  return {
    lines,
    minutes: lines.reduce((sum, line) => sum + line.minutes, 0),
    priceFils: lines.reduce((sum, line) => sum + line.priceFils, 0),
  };
}

/**
 * Who works when, what is held (but `exceptId`, an appointment being moved, which does not stand
 * in its own way) and the rules, at `at`, for a service of `minutes`.
 */
export async function availabilityAt(db: Db, at: Date, minutes: number, exceptId?: number) {
  const settings = await findGroomingSettings(db);
  const today = shopDay(at);
  const until = new Date(at.getTime() + (settings.windowDays + 1) * DAY_MS);
  const [groomers, holidays, busy] = await Promise.all([
    findGroomerWeeks(db, today),
    findHolidays(db, today),
    exceptId === undefined ? findBusy(db, at, until) : findBusyExcept(db, at, until, exceptId),
  ]);
  const rules: SlotRules = {
    now: at,
    windowDays: settings.windowDays,
    noticeMinutes: settings.noticeMinutes,
    stepMinutes: settings.stepMinutes,
    durationMinutes: minutes,
    holidays,
  };
  return { groomers, busy, rules };
}

/**
 * Grooming with time slots (issue 31): the services and their prices, the free slots, and an
 * appointment booked on one. The database keeps a groomer from holding two at once; a customer
 * who loses a race for the last free time is told so, and nothing is written for them.
 */
export function createGroomingService(
  db: Db,
  shop: ShopFacts,
  { origin, now = () => new Date() }: { origin: string; now?: () => Date },
) {
  /** A new private link: the token for the mail, its SHA-256 for the row. */
  const newLink = () => {
    const token = randomBytes(32).toString('base64url');
    return { token, hash: hashToken(token), url: `${origin}/appointment#token=${token}` };
  };
  /** The private link in the customer's language: the Arabic appointment page is under /ar. */
  const appointmentLink = (language: Language, url: string) =>
    url.startsWith(`${origin}/`) ? pageLink(language, origin, url.slice(origin.length)) : url;
  const changeBy = () => new Date(now().getTime() + CHANGE_BEFORE_MS);
  const tooLate = () =>
    new AppError(
      409,
      `Appointments can be cancelled or moved online up to 24 hours before they start. Please call us on ${shop.SUPPORT_PHONE}.`,
    );

  const priced = (serviceId: number, addOnIds: number[], petSize: PetSize) =>
    pricedServices(db, serviceId, addOnIds, petSize);
  const availability = (minutes: number, exceptId?: number) =>
    availabilityAt(db, now(), minutes, exceptId);

  /**
   * The booked services' names in a language (issue 34): in Arabic, the names staff wrote in
   * Arabic (English where none); the names as booked in English.
   */
  async function serviceNamesIn(tx: Db, language: Language, lines: BookedService[]) {
    if (language === 'en') return lines.map((line) => line.name);
    const arabic = await findServiceArabicNames(
      tx,
      lines.map((line) => line.id),
    );
    return lines.map((line) => arabicOr(arabic.get(line.id), line.name));
  }

  /**
   * The customer's confirmation (or new time) of an appointment with its calendar file, both in
   * the booking's language (its account's; a visitor's, the one they booked in).
   */
  async function confirmation(
    tx: Db,
    booking: BookingRow,
    lines: BookedService[],
    account: BookingAccount | undefined,
    link: string,
    moved = false,
  ) {
    const language = bookingLanguage(booking, account);
    const texts = textsIn(language);
    const reference = ltr(language, booking.reference);
    const when = appointmentTextIn(language, booking.scheduledAt!);
    const names = await serviceNamesIn(tx, language, lines);
    const privateLink = appointmentLink(language, link);
    const letter = customerLetter(
      {
        kind: moved ? 'appointment-moved' : APPOINTMENT_CONFIRMATION,
        recipient: booking.email,
        subject: fill(moved ? texts.bookingMovedSubject : texts.appointmentConfirmedSubject, {
          reference,
          when,
        }),
      },
      {
        greeting: bookingGreeting(booking, account),
        lines: [
          fill(moved ? texts.appointmentMovedBody : texts.appointmentConfirmedBody, {
            when,
            until: appointmentClockIn(language, booking.endsAt!),
          }),
          '',
          fill(texts.bookingReference, { reference }),
          fill(texts.pet, { pet: petSizeIn(language, booking.petSize as PetSize) }),
          ...lines.map(
            (line, index) =>
              `${isolated(language, names[index]!)}: ${moneyIn(language, line.priceFils)}`,
          ),
          fill(texts.appointmentTotal, { amount: moneyIn(language, booking.priceFils!) }),
          fill(texts.where, { address: isolated(language, shop.SHOP_ADDRESS) }),
          '',
          fill(texts.privateLink, { link: privateLink }),
        ],
        questions: fill(texts.appointmentQuestions, {
          reference,
          phone: ltr(language, shop.SUPPORT_PHONE),
          email: ltr(language, shop.SUPPORT_EMAIL),
        }),
        shopName: isolated(language, shop.SHOP_NAME),
      },
    );
    // The calendar's texts in the mail's language, as plain text: a calendar app shows them in
    // its own layout, without the mail's direction marks (issue 34).
    const plain = (text: string) => text.replace(/[\u2066-\u2069]/g, '');
    const calendar = calendarFile(
      {
        uid: `${booking.reference}@${new URL(origin).hostname}`,
        // A move's file replaces the event the first one added.
        sequence: moved ? Math.floor(now().getTime() / 1000) : 0,
        start: booking.scheduledAt!,
        end: booking.endsAt!,
        stamp: now(),
        summary: fill(texts.calendarSummary, {
          services: names.join(language === 'ar' ? '، ' : ', '),
          reference: booking.reference,
        }),
        location: shop.SHOP_ADDRESS,
        description: plain(
          fill(texts.calendarDescription, {
            pet: petSizeIn(language, booking.petSize as PetSize),
            amount: moneyIn(language, booking.priceFils!),
            link: privateLink,
          }),
        ),
        organizer: { name: shop.SHOP_NAME, email: shop.SUPPORT_EMAIL },
        language,
      },
      shop.SHOP_NAME,
    );
    return {
      ...inLanguage(language, letter),
      attachments: [
        {
          filename: `grooming-${booking.reference}.ics`,
          contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
          content: calendar,
        },
      ],
    };
  }

  function shopNotice(booking: BookingRow, lines: BookedService[], groomer: string) {
    return {
      kind: 'appointment-new',
      recipient: shop.SUPPORT_EMAIL,
      subject: `New grooming appointment ${booking.reference}: ${appointmentText(booking.scheduledAt!)} with ${groomer}`,
      textBody: [
        'A customer booked a grooming appointment on the website.',
        '',
        `Reference: ${booking.reference}`,
        `When: ${appointmentText(booking.scheduledAt!)} to ${appointmentText(booking.endsAt!).split(' at ')[1]} (Dubai time)`,
        `Groomer: ${groomer}`,
        `Pet: ${PET_SIZE_LABELS[booking.petSize as PetSize]}`,
        `Services: ${lines.map((line) => line.name).join(', ')}`,
        `Total: ${formatFils(booking.priceFils!)}`,
        `Name: ${booking.name}`,
        `Email: ${booking.email}`,
        `Phone: ${booking.phone}`,
        `Message: ${booking.message || '(none)'}`,
      ].join('\n'),
    };
  }

  const view = (booking: BookingRow, lines: BookedService[], groomer: string) => ({
    reference: booking.reference,
    status: booking.status,
    starts_at: booking.scheduledAt!.toISOString(),
    ends_at: booking.endsAt!.toISOString(),
    pet_size: booking.petSize as PetSize,
    services: lines.map((line) => ({
      name: line.name,
      price: filsToAed(line.priceFils),
      duration_minutes: line.minutes,
    })),
    price: filsToAed(booking.priceFils!),
    groomer,
  });

  /** An appointment as its customer manages it: whether it may still change, what was booked. */
  const managed = (booking: BookingRow, groomer: string) => ({
    appointment: view(booking, booking.services ?? [], groomer),
    can_change:
      booking.status === 'confirmed' && booking.scheduledAt!.getTime() >= changeBy().getTime(),
    service_id: booking.services?.[0]?.id ?? 0,
    add_on_ids: (booking.services ?? []).slice(1).map((service) => service.id),
  });

  /** How a change came: the shop's notes and notices say so. */
  const via = (key: AppointmentKey) => ('tokenHash' in key ? 'their link' : 'their account');

  /**
   * Why a key stands for nothing the customer may change: a link that died, or an account's
   * appointment that is not theirs or no longer booked.
   */
  const gone = (key: AppointmentKey, standing: BookingRow | undefined) => {
    if ('tokenHash' in key || !standing) {
      return new NotFoundError('tokenHash' in key ? DEAD_LINK : NOT_YOURS);
    }
    return new AppError(
      409,
      `This appointment is ${BOOKED_NO_MORE[standing.status] ?? 'no longer booked'}.`,
    );
  };

  async function cancel(key: AppointmentKey) {
    return db.transaction(async (tx) => {
      const row = await cancelAppointment(
        tx,
        key,
        changeBy(),
        `${noteStamp()} · Cancelled by the customer (${via(key)})`,
      );
      if (!row) {
        const standing = await findCustomerAppointment(tx, key);
        if (!standing || standing.status !== 'confirmed') throw gone(key, standing);
        throw tooLate();
      }
      const mail = bookingStatusMail(row, await findBookingAccount(tx, row), shop, false);
      await addNotifications(tx, bookingNotifications(row, 'cancelled'));
      await enqueueMails(tx, [
        ...(mail ? [mail] : []),
        {
          kind: 'appointment-cancelled',
          recipient: shop.SUPPORT_EMAIL,
          subject: `Appointment ${row.reference} cancelled by the customer: ${appointmentText(row.scheduledAt!)}`,
          textBody: `The customer cancelled appointment ${row.reference} (${appointmentText(row.scheduledAt!)}, Dubai time) through ${via(key)}. The time is free again.`,
        },
      ]);
      return { reference: row.reference, status: row.status };
    });
  }

  async function move(key: AppointmentKey, startsAt: string) {
    const booking = await findCustomerAppointment(db, key);
    if (!booking || booking.status !== 'confirmed') throw gone(key, booking);
    if (booking.scheduledAt!.getTime() < changeBy().getTime()) throw tooLate();
    const minutes = (booking.endsAt!.getTime() - booking.scheduledAt!.getTime()) / 60_000;
    const start = new Date(startsAt);
    const { groomers, busy, rules } = await availability(minutes, booking.id);
    const free = groomersFreeAt(start, groomers, busy, rules);
    if (free.length === 0) throw new AppError(409, SLOT_TAKEN);
    const end = new Date(start.getTime() + minutes * 60_000);
    const link = newLink();
    return db.transaction(async (tx) => {
      let moved: BookingRow | undefined;
      for (const groomerId of free) {
        try {
          moved = await tx.transaction((inner) =>
            moveAppointment(inner, key, {
              groomerId,
              start,
              end,
              newTokenHash: link.hash,
              noteLine: `${noteStamp()} · Moved by the customer (${via(key)}) from ${appointmentText(booking.scheduledAt!)}`,
            }),
          );
          if (!moved) throw gone(key, undefined);
          break;
        } catch (error) {
          if (!isExclusionViolation(error)) throw error;
        }
      }
      if (!moved) throw new AppError(409, SLOT_TAKEN);
      const groomer = await findGroomerName(tx, moved.groomerId!);
      const account = await findBookingAccount(tx, moved);
      await addNotifications(tx, bookingNotifications(moved, 'moved'));
      await enqueueMails(tx, [
        await confirmation(tx, moved, moved.services ?? [], account, link.url, true),
        {
          kind: 'appointment-moved',
          recipient: shop.SUPPORT_EMAIL,
          subject: `Appointment ${moved.reference} moved by the customer to ${appointmentText(moved.scheduledAt!)} with ${groomer}`,
          textBody: `The customer moved appointment ${moved.reference} from ${appointmentText(booking.scheduledAt!)} to ${appointmentText(moved.scheduledAt!)} (Dubai time), with ${groomer}, through ${via(key)}.`,
        },
      ]);
      return { appointment: view(moved, moved.services ?? [], groomer) };
    });
  }

  return {
    /** A new private link for an appointment: the token for the mail, its SHA-256 for the row. */
    newLink,

    /**
     * The confirmation of an appointment (its calendar file and private link `url`), for an
     * appointment staff made of a booking request.
     */
    async confirmationMail(tx: Db, booking: BookingRow, url: string) {
      const account = await findBookingAccount(tx, booking);
      return confirmation(tx, booking, booking.services ?? [], account, url);
    },

    /**
     * GET /api/grooming/services: what may be booked, for whom, at what price; in Arabic
     * (issue 34) the names and descriptions staff wrote in Arabic, English where they wrote none.
     */
    async services(language: Language = 'en') {
      const [services, settings] = await Promise.all([
        findActiveServices(db),
        findGroomingSettings(db),
      ]);
      return {
        services: services.map((service) => ({
          id: service.id,
          name: textIn(language, service.name, service.nameAr),
          kind: service.kind,
          description: textIn(language, service.description, service.descriptionAr),
          prices: service.prices.map((price) => ({
            pet_size: price.petSize as PetSize,
            duration_minutes: price.durationMinutes,
            price: filsToAed(price.priceFils),
          })),
        })),
        window_days: settings.windowDays,
        notice_minutes: settings.noticeMinutes,
      };
    },

    /** GET /api/grooming/slots: the price and the free start times of the booking window. */
    async slots(query: { service_id: number; pet_size: PetSize; add_on_ids: number[] }) {
      const chosen = await priced(query.service_id, query.add_on_ids, query.pet_size);
      const { groomers, busy, rules } = await availability(chosen.minutes);
      return {
        duration_minutes: chosen.minutes,
        price: filsToAed(chosen.priceFils),
        days: freeSlots(groomers, busy, rules).map((day) => ({
          date: day.date,
          slots: day.slots.map((slot) => ({
            starts_at: slot.start.toISOString(),
            time: slot.time,
          })),
        })),
      };
    },

    /**
     * POST /api/appointments: a confirmed appointment on a free slot, with a groomer free for it.
     * Two customers racing for one groomer's time: the database lets one in; the other tries the
     * next free groomer, and is told the time was taken when there is none.
     */
    async book(
      input: AppointmentInput,
      userId: number | null,
      // Staff booking for a customer on the phone may choose the groomer (the calendar).
      // `language`: the request's, in which a visitor's mails are written (issue 34).
      {
        groomerId: only,
        language = 'en',
      }: { groomerId?: number | undefined; language?: Language | undefined } = {},
    ) {
      const chosen = await priced(input.service_id, input.add_on_ids, input.pet_size);
      const start = new Date(input.starts_at);
      const { groomers, busy, rules } = await availability(chosen.minutes);
      const free = groomersFreeAt(start, groomers, busy, rules).filter(
        (id) => only === undefined || id === only,
      );
      if (free.length === 0) throw new AppError(409, SLOT_TAKEN);
      const end = new Date(start.getTime() + chosen.minutes * 60_000);
      const link = newLink();
      return db.transaction(async (tx) => {
        let booked: { booking: BookingRow; groomerId: number } | undefined;
        for (const groomerId of free) {
          try {
            // A savepoint each: a refused insert leaves the transaction usable for the next.
            const booking = await tx.transaction((inner) =>
              insertBooking(inner, {
                reference: newBookingReference(),
                userId,
                name: input.name,
                email: input.email,
                phone: input.phone,
                service: PET_TYPE_OF_SIZE[input.pet_size],
                message: specMessage(chosen.lines[0]!.name, input.notes),
                status: 'confirmed',
                scheduledAt: start,
                endsAt: end,
                groomerId,
                petSize: input.pet_size,
                services: chosen.lines,
                priceFils: chosen.priceFils,
                manageTokenHash: link.hash,
                language,
              }),
            );
            if (booking) {
              booked = { booking, groomerId };
              break;
            }
          } catch (error) {
            if (!isExclusionViolation(error)) throw error;
          }
        }
        if (!booked) throw new AppError(409, SLOT_TAKEN);
        const { booking } = booked;
        const groomer = await findGroomerName(tx, booked.groomerId);
        // The same cap on mails to a typed address as a booking request's (decision 018).
        await lockMailRecipient(tx, booking.email);
        const recent = await countRecentMails(tx, APPOINTMENT_CONFIRMATION, booking.email, DAY_MS);
        const account = await findBookingAccount(tx, booking);
        await enqueueMails(tx, [
          ...(recent < MAX_ACKNOWLEDGEMENTS_PER_DAY
            ? [await confirmation(tx, booking, chosen.lines, account, link.url)]
            : []),
          shopNotice(booking, chosen.lines, groomer),
        ]);
        await addNotifications(tx, bookingNotifications(booking, 'confirmed'));
        return view(booking, chosen.lines, groomer);
      });
    },

    /** POST /api/appointments/manage: the appointment of a private link, and whether it may change. */
    async byLink(token: string) {
      const booking = await findCustomerAppointment(db, { tokenHash: hashToken(token) });
      if (!booking) throw new NotFoundError(DEAD_LINK);
      return managed(booking, await findGroomerName(db, booking.groomerId!));
    },

    /** GET /api/appointments: a customer's own appointments, the latest first (their profile). */
    async mine(userId: number) {
      const rows = await findAppointmentsOfUser(db, userId);
      const names = new Map<number, string>();
      for (const row of rows) {
        if (!names.has(row.groomerId!)) {
          names.set(row.groomerId!, await findGroomerName(db, row.groomerId!));
        }
      }
      return { data: rows.map((row) => managed(row, names.get(row.groomerId!)!)) };
    },

    /** Cancels through the private link, up to 24 hours before; the link dies with it. */
    cancelByLink: (token: string) => cancel({ tokenHash: hashToken(token) }),

    /** Cancels one of the customer's own appointments from their profile, on the same terms. */
    cancelOwn: (userId: number, reference: string) => cancel({ userId, reference }),

    /**
     * Moves through the private link to another free time, up to 24 hours before: the same
     * services and price, any groomer free then. A new link is mailed; the old one dies.
     */
    moveByLink: (token: string, startsAt: string) =>
      move({ tokenHash: hashToken(token) }, startsAt),

    /** Moves one of the customer's own appointments from their profile, on the same terms. */
    moveOwn: (userId: number, reference: string, startsAt: string) =>
      move({ userId, reference }, startsAt),

    /** The reminders a day before (a background job): each appointment's once. */
    async sendReminders() {
      return db.transaction(async (tx) => {
        const due = await claimReminders(tx, now());
        const mails = [];
        for (const booking of due) {
          const account = await findBookingAccount(tx, booking);
          const language = bookingLanguage(booking, account);
          const texts = textsIn(language);
          const reference = ltr(language, booking.reference);
          const when = appointmentTextIn(language, booking.scheduledAt!);
          mails.push(
            inLanguage(
              language,
              customerLetter(
                {
                  kind: 'appointment-reminder',
                  recipient: booking.email,
                  subject: fill(texts.reminderSubject, { when, reference }),
                },
                {
                  greeting: bookingGreeting(booking, account),
                  lines: [
                    fill(texts.reminderBody, { when }),
                    '',
                    fill(texts.bookingReference, { reference }),
                    fill(texts.pet, { pet: petSizeIn(language, booking.petSize as PetSize) }),
                    fill(texts.where, { address: isolated(language, shop.SHOP_ADDRESS) }),
                    '',
                    texts.arriveEarly,
                  ],
                  questions: fill(texts.reminderQuestions, {
                    reference,
                    phone: ltr(language, shop.SUPPORT_PHONE),
                  }),
                  shopName: isolated(language, shop.SHOP_NAME),
                },
              ),
            ),
          );
        }
        await enqueueMails(tx, mails);
        return due.length;
      });
    },
  };
}

export type GroomingService = ReturnType<typeof createGroomingService>;
