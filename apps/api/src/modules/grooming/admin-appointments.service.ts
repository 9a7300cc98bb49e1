import {
  MAX_CALENDAR_DAYS,
  type AppointmentMoveInput,
  type RequestAppointmentInput,
  type StaffAppointmentInput,
} from '@petshop/contracts/admin-appointments';
import { PET_TYPE_OF_SIZE, SLOT_TAKEN, type PetSize } from '@petshop/contracts/grooming';
import { formatShopMoment, shopInstant } from '@petshop/contracts/shop-time';
import type { Db } from '../../db/client.ts';
import { isExclusionViolation } from '../../db/errors.ts';
import { filsToAed } from '../../lib/money.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { appointmentText, bookingStatusMail, type BookingShop } from '../bookings/booking-mails.ts';
import { findBooking } from '../bookings/admin-bookings.repo.ts';
import { BOOKING_STATUS_LABELS } from '../bookings/booking-status.ts';
import { findBookingAccount, type BookingRow } from '../bookings/bookings.repo.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import {
  addNotifications,
  bookingNotifications,
  bookingStatusNotifications,
} from '../notifications/notifications.service.ts';
import type { AuthenticatedStaff } from '../staff/staff.service.ts';
import {
  findAppointmentByReference,
  findAppointmentsBetween,
  findHolidaysBetween,
  moveAppointment,
  requestToAppointment,
} from './admin-appointments.repo.ts';
import {
  availabilityAt,
  pricedServices,
  type AppointmentInput,
  type GroomingService,
} from './grooming.service.ts';
import { findGroomerWeeks } from './grooming.repo.ts';
import { addDays, freeSlots, groomersFreeAt, weekdayOf } from './slots.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const NO_APPOINTMENT = 'No appointment has this id.';
const NO_BOOKING = 'No booking has this id.';
const iso = (date: Date | null) => (date ? date.toISOString() : null);
const noteStamp = () => formatShopMoment(new Date()).replace(',', '');
const spanDays = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;

/** An appointment as the calendar shows it. */
export function presentAppointment(row: BookingRow) {
  return {
    id: row.id,
    reference: row.reference,
    groomer_id: row.groomerId!,
    starts_at: row.scheduledAt!.toISOString(),
    ends_at: row.endsAt!.toISOString(),
    status: row.status,
    name: row.name,
    phone: row.phone,
    email: row.email,
    pet_size: (row.petSize as PetSize | null) ?? null,
    services: (row.services ?? []).map((service) => service.name),
    price: row.priceFils === null ? null : filsToAed(row.priceFils),
  };
}

export interface AdminAppointmentOptions {
  db: Db;
  mailer: Mailer;
  shop: BookingShop;
  grooming: GroomingService;
  now?: () => Date;
}

/**
 * The back office's grooming calendar (issue 31, decision 120): who works when and what is held,
 * free times per groomer, an appointment for a customer on the phone (booked as the website
 * books, on a chosen groomer), a move to another free time or groomer, and a booking request made
 * an appointment. Every change is audited and e-mails the customer.
 */
export function createAdminAppointmentService({
  db,
  mailer,
  shop,
  grooming,
  now = () => new Date(),
}: AdminAppointmentOptions) {
  const priced = (serviceId: number, addOnIds: number[], petSize: PetSize) =>
    pricedServices(db, serviceId, addOnIds, petSize);
  const availability = (minutes: number, exceptId?: number) =>
    availabilityAt(db, now(), minutes, exceptId);

  /** The free start times on `date`, groomer by groomer (every active groomer listed). */
  async function freeOn(date: string, minutes: number, exceptId?: number) {
    const [{ groomers, busy, rules }, people] = await Promise.all([
      availability(minutes, exceptId),
      findGroomerWeeks(db, date, { toDay: date, all: true }),
    ]);
    const day = freeSlots(groomers, busy, rules).find((each) => each.date === date);
    return people
      .filter((person) => person.active)
      .map((person) => ({
        id: person.id,
        name: person.name,
        slots: (day?.slots ?? [])
          .filter((slot) => slot.groomerIds.includes(person.id))
          .map((slot) => ({ starts_at: slot.start.toISOString(), time: slot.time })),
      }));
  }

  /** A groomer the shop has working, or a 422. */
  function checkGroomer(groomerId: number | undefined, groomers: { id: number }[]) {
    if (groomerId !== undefined && !groomers.some((groomer) => groomer.id === groomerId)) {
      throw new ValidationError({ groomer_id: ['No active groomer has this id.'] });
    }
  }

  async function loadAppointment(id: number) {
    const row = await findBooking(db, id);
    if (!row || row.groomerId === null) throw new NotFoundError(NO_APPOINTMENT);
    return row;
  }

  return {
    /** GET /api/admin/appointments: the groomers' hours and the appointments of some days. */
    async calendar(from: string, to: string) {
      const days = spanDays(from, to);
      if (days < 1)
        throw new ValidationError({ to: ['The last day must not be before the first.'] });
      if (days > MAX_CALENDAR_DAYS) {
        throw new ValidationError({ to: [`Show at most ${MAX_CALENDAR_DAYS} days at once.`] });
      }
      const [people, holidays, rows] = await Promise.all([
        findGroomerWeeks(db, from, { toDay: to, all: true }),
        findHolidaysBetween(db, from, to),
        findAppointmentsBetween(db, shopInstant(from), shopInstant(addDays(to, 1))),
      ]);
      const dates = Array.from({ length: days }, (_, n) => addDays(from, n));
      const closed = new Set(holidays);
      const holding = new Set(rows.map((row) => row.groomerId));
      return {
        from,
        to,
        holidays,
        groomers: people
          .filter((person) => person.active || holding.has(person.id))
          .map((person) => ({
            id: person.id,
            name: person.name,
            active: person.active,
            working: person.active
              ? dates.flatMap((date) =>
                  closed.has(date) || person.daysOff.has(date)
                    ? []
                    : person.shifts
                        .filter((shift) => shift.weekday === weekdayOf(date))
                        .sort((a, b) => a.startMinute - b.startMinute)
                        .map((shift) => ({
                          date,
                          start_minute: shift.startMinute,
                          end_minute: shift.endMinute,
                        })),
                )
              : [],
          })),
        appointments: rows.map(presentAppointment),
      };
    },

    /** GET /api/admin/appointments/slots: free times on a day for a service, per groomer. */
    async slotsForService(query: {
      date: string;
      service_id: number;
      pet_size: PetSize;
      add_on_ids: number[];
    }) {
      const chosen = await priced(query.service_id, query.add_on_ids, query.pet_size);
      return {
        date: query.date,
        duration_minutes: chosen.minutes,
        price: filsToAed(chosen.priceFils),
        groomers: await freeOn(query.date, chosen.minutes),
      };
    },

    /** GET /api/admin/appointments/:id/slots: where the appointment could move on a day. */
    async slotsForMove(id: number, date: string) {
      const row = await loadAppointment(id);
      const minutes = (row.endsAt!.getTime() - row.scheduledAt!.getTime()) / 60_000;
      return {
        date,
        duration_minutes: minutes,
        price: row.priceFils === null ? 0 : filsToAed(row.priceFils),
        groomers: await freeOn(date, minutes, id),
      };
    },

    /**
     * POST /api/admin/appointments: booked as the website books (the customer gets the
     * confirmation with its calendar file and private link), on the chosen groomer or any free.
     */
    async create(actor: AuthenticatedStaff, input: StaffAppointmentInput & { notes: string }) {
      const booking: AppointmentInput = {
        service_id: input.service_id,
        add_on_ids: input.add_on_ids ?? [],
        pet_size: input.pet_size,
        starts_at: input.starts_at,
        name: input.name,
        phone: input.phone,
        email: input.email,
        notes: input.notes,
      };
      if (input.groomer_id !== undefined) {
        checkGroomer(input.groomer_id, (await availability(0)).groomers);
      }
      const booked = await grooming.book(booking, null, { groomerId: input.groomer_id });
      const row = (await findAppointmentByReference(db, booked.reference))!;
      await recordAudit(db, actor, {
        action: 'appointment.create',
        entityType: 'booking',
        entityId: row.id,
        before: null,
        after: {
          status: row.status,
          scheduledAt: iso(row.scheduledAt),
          groomerId: row.groomerId,
          services: booked.services.map((service) => service.name),
          by: 'phone',
        },
      });
      mailer.kick();
      return { appointment: presentAppointment(row) };
    },

    /**
     * POST /api/admin/appointments/:id/move: the same length at a new start, with its groomer or
     * another free one; the customer is e-mailed the new time.
     */
    async move(actor: AuthenticatedStaff, id: number, input: AppointmentMoveInput) {
      const before = await loadAppointment(id);
      if (before.status !== 'confirmed') {
        throw new AppError(
          409,
          `This appointment is ${BOOKING_STATUS_LABELS[before.status].toLowerCase()}: only a confirmed one can be moved.`,
        );
      }
      const start = new Date(input.starts_at);
      const groomerId = input.groomer_id ?? before.groomerId!;
      if (start.getTime() === before.scheduledAt!.getTime() && groomerId === before.groomerId) {
        throw new AppError(409, 'The appointment is already at this time with this groomer.');
      }
      const minutes = (before.endsAt!.getTime() - before.scheduledAt!.getTime()) / 60_000;
      const { groomers, busy, rules } = await availability(minutes, id);
      checkGroomer(groomerId, groomers);
      if (!groomersFreeAt(start, groomers, busy, rules).includes(groomerId)) {
        throw new AppError(409, SLOT_TAKEN);
      }
      const end = new Date(start.getTime() + minutes * 60_000);
      const moved = await db
        .transaction(async (tx) => {
          const row = await moveAppointment(tx, id, {
            groomerId,
            start,
            end,
            noteLine: `${noteStamp()} · Moved · ${actor.name}: from ${appointmentText(before.scheduledAt!)}`,
          });
          if (!row) {
            throw new AppError(409, 'This appointment changed meanwhile. Reload and try again.');
          }
          await recordAudit(tx, actor, {
            action: 'booking.reschedule',
            entityType: 'booking',
            entityId: id,
            before: { scheduledAt: iso(before.scheduledAt), groomerId: before.groomerId },
            after: { scheduledAt: iso(row.scheduledAt), groomerId: row.groomerId },
          });
          const mail = bookingStatusMail(row, await findBookingAccount(tx, row), shop, true);
          if (mail) await enqueueMails(tx, [mail]);
          await addNotifications(tx, bookingStatusNotifications(row, true));
          return row;
        })
        .catch((error: unknown) => {
          // Another appointment took the time meanwhile: the database refused the overlap.
          if (isExclusionViolation(error)) throw new AppError(409, SLOT_TAKEN);
          throw error;
        });
      mailer.kick();
      return { appointment: presentAppointment(moved) };
    },

    /**
     * POST /api/admin/bookings/:id/appointment: a request (no groomer yet) becomes the
     * appointment, on the chosen groomer or the first free one; the customer is e-mailed it.
     */
    async fromRequest(actor: AuthenticatedStaff, id: number, input: RequestAppointmentInput) {
      const before = await findBooking(db, id);
      if (!before) throw new NotFoundError(NO_BOOKING);
      if (before.groomerId !== null) {
        throw new AppError(409, 'This booking is already an appointment: move it in the calendar.');
      }
      if (!['requested', 'contacted', 'confirmed'].includes(before.status)) {
        throw new AppError(
          409,
          `This booking is ${BOOKING_STATUS_LABELS[before.status].toLowerCase()}: it cannot be given a time.`,
        );
      }
      const chosen = await priced(input.service_id, input.add_on_ids ?? [], input.pet_size);
      const start = new Date(input.starts_at);
      const { groomers, busy, rules } = await availability(chosen.minutes);
      checkGroomer(input.groomer_id, groomers);
      const free = groomersFreeAt(start, groomers, busy, rules).filter(
        (groomerId) => input.groomer_id === undefined || groomerId === input.groomer_id,
      );
      if (free.length === 0) throw new AppError(409, SLOT_TAKEN);
      const end = new Date(start.getTime() + chosen.minutes * 60_000);
      // An appointment as the website's: its calendar file and private link to move or cancel.
      const link = grooming.newLink();
      const made = await db.transaction(async (tx) => {
        for (const groomerId of free) {
          try {
            // A savepoint each: a refused update leaves the transaction usable for the next.
            const row = await tx.transaction((inner) =>
              requestToAppointment(inner, id, {
                groomerId,
                start,
                end,
                petSize: input.pet_size,
                service: PET_TYPE_OF_SIZE[input.pet_size],
                services: chosen.lines,
                priceFils: chosen.priceFils,
                manageTokenHash: link.hash,
                noteLine: `${noteStamp()} · Booked a time · ${actor.name}: ${chosen.lines.map((line) => line.name).join(', ')}`,
              }),
            );
            if (!row) {
              throw new AppError(409, 'This booking changed meanwhile. Reload and try again.');
            }
            await recordAudit(tx, actor, {
              action: 'booking.appointment',
              entityType: 'booking',
              entityId: id,
              before: { status: before.status, scheduledAt: iso(before.scheduledAt) },
              after: {
                status: row.status,
                scheduledAt: iso(row.scheduledAt),
                groomerId: row.groomerId,
                services: chosen.lines.map((line) => line.name),
              },
            });
            await enqueueMails(tx, [await grooming.confirmationMail(tx, row, link.url)]);
            await addNotifications(tx, bookingNotifications(row, 'confirmed'));
            return row;
          } catch (error) {
            if (!isExclusionViolation(error)) throw error;
          }
        }
        throw new AppError(409, SLOT_TAKEN);
      });
      mailer.kick();
      return { appointment: presentAppointment(made) };
    },
  };
}

export type AdminAppointmentService = ReturnType<typeof createAdminAppointmentService>;
