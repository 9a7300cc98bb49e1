import type { BookingStatusChange } from '@petshop/contracts/admin-bookings';
import type { Db } from '../../db/client.ts';
import { SLOT_TAKEN } from '@petshop/contracts/grooming';
import { isExclusionViolation } from '../../db/errors.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { enqueueMails } from '../mail/mail.repo.ts';
import type { Mailer } from '../mail/mail.service.ts';
import {
  addNotifications,
  bookingStatusNotifications,
} from '../notifications/notifications.service.ts';
import type { AuthenticatedStaff } from '../staff/staff.service.ts';
import {
  findBooking,
  listBookings,
  moveBooking,
  setBookingNotes,
  type BookingListQuery,
} from './admin-bookings.repo.ts';
import { appointmentText, bookingStatusMail, type BookingShop } from './booking-mails.ts';
import { BOOKING_ALLOWED_FROM, BOOKING_STATUS_LABELS, bookingRefusal } from './booking-status.ts';
import { findBookingAccount, type BookingRow } from './bookings.repo.ts';
import { formatShopMoment, shopInstant, shopWallClock } from '@petshop/contracts/shop-time';
import { listPage } from '@petshop/contracts/admin-lists';

const NO_BOOKING = 'No booking has this id.';
const DAY_MS = 24 * 60 * 60 * 1000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A booking as the back office shows it (camelCase). */
export function presentAdminBooking(row: BookingRow) {
  return {
    id: row.id,
    reference: row.reference,
    name: row.name,
    email: row.email,
    phone: row.phone,
    service: row.service,
    message: row.message,
    status: row.status,
    statusLabel: BOOKING_STATUS_LABELS[row.status],
    scheduledAt: iso(row.scheduledAt),
    staffNotes: row.staffNotes,
    userId: row.userId,
    language: row.language,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const LOCAL = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2})$/;
const UNREADABLE = 'Enter the date and time as YYYY-MM-DDTHH:mm (Dubai time).';

/**
 * The appointment a confirmation names: an ISO date-time with an offset, or "YYYY-MM-DDTHH:mm"
 * read as Dubai time (UTC+4, no daylight saving). A day that does not exist (30 February) is
 * refused, not rolled over.
 */
export function parseAppointment(text: string, now = new Date()): Date {
  const trimmed = text.trim();
  let date: Date;
  const local = LOCAL.exec(trimmed);
  if (local) {
    date = shopInstant(local[1]!, `${local[2]}:${local[3]}:${local[4] ?? '00'}`);
    if (Number.isNaN(date.getTime()) || shopWallClock(date).slice(0, 16) !== trimmed.slice(0, 16)) {
      throw new ValidationError({ scheduledAt: ['This date does not exist.'] });
    }
  } else if (WITH_OFFSET.test(trimmed)) {
    date = new Date(trimmed);
    if (Number.isNaN(date.getTime())) {
      throw new ValidationError({ scheduledAt: ['This date does not exist.'] });
    }
  } else {
    throw new ValidationError({ scheduledAt: [UNREADABLE] });
  }
  if (date.getTime() <= now.getTime()) {
    throw new ValidationError({ scheduledAt: ['The appointment must be in the future.'] });
  }
  if (date.getTime() > now.getTime() + 366 * DAY_MS) {
    throw new ValidationError({
      scheduledAt: ['The appointment must be within a year from today.'],
    });
  }
  return date;
}

/** "26 Nov 2026 14:05", Dubai time: the stamp of a line staff add to the notes. */
const noteStamp = (instant: Date) => formatShopMoment(instant).replace(',', '');

export interface AdminBookingOptions {
  db: Db;
  mailer: Mailer;
  shop: BookingShop;
}

/**
 * What staff do with booking requests: read them, move them through the status machine of
 * decision 037 (one conditional UPDATE per move), keep notes. A confirmation, a new time and a
 * cancellation e-mail the customer once, queued in the move's transaction.
 */
export function createAdminBookingService({ db, mailer, shop }: AdminBookingOptions) {
  async function load(id: number) {
    const row = await findBooking(db, id);
    if (!row) throw new NotFoundError(NO_BOOKING);
    return row;
  }

  return {
    async list(query: BookingListQuery) {
      const { rows, total } = await listBookings(db, query);
      return listPage(rows.map(presentAdminBooking), total, query.page, query.pageSize);
    },

    async detail(id: number) {
      return presentAdminBooking(await load(id));
    },

    async move(actor: AuthenticatedStaff, id: number, change: BookingStatusChange) {
      const confirming = change.status === 'confirmed';
      if (confirming && !change.scheduledAt?.trim()) {
        throw new ValidationError({
          scheduledAt: ['Enter the date and time of the appointment.'],
        });
      }
      if (!confirming && change.scheduledAt !== undefined) {
        throw new ValidationError({ scheduledAt: ['Only a confirmation takes a date and time.'] });
      }
      const scheduledAt = confirming ? parseAppointment(change.scheduledAt!) : undefined;
      const note = change.note?.replace(/\s+/g, ' ').trim();
      const label = BOOKING_STATUS_LABELS[change.status];
      const noteLine = note
        ? `${noteStamp(new Date())} · ${label} · ${actor.name}: ${note}`
        : undefined;

      /** The move in one transaction; undefined when the booking was no longer in a state to. */
      const moveWithin = async (tx: Db) => {
        const before = await findBooking(tx, id);
        if (!before) throw new NotFoundError(NO_BOOKING);
        const row = await moveBooking(
          tx,
          id,
          BOOKING_ALLOWED_FROM[change.status],
          change.status,
          scheduledAt,
          noteLine,
        );
        if (!row) return undefined;
        const rescheduled = before.status === 'confirmed' && row.status === 'confirmed';
        await recordAudit(tx, actor, {
          action: rescheduled ? 'booking.reschedule' : 'booking.status',
          entityType: 'booking',
          entityId: id,
          before: { status: before.status, scheduledAt: iso(before.scheduledAt) },
          after: {
            status: row.status,
            scheduledAt: iso(row.scheduledAt),
            ...(note ? { note } : {}),
          },
        });
        const mail = bookingStatusMail(row, await findBookingAccount(tx, row), shop, rescheduled);
        if (mail) await enqueueMails(tx, [mail]);
        await addNotifications(tx, bookingStatusNotifications(row, rescheduled));
        return row;
      };
      const moved = await db.transaction(moveWithin).catch((error: unknown) => {
        // The groomer holds another appointment then: the database refused the overlap.
        if (isExclusionViolation(error)) throw new AppError(409, SLOT_TAKEN);
        throw error;
      });
      if (!moved) {
        const current = await load(id);
        if (
          current.status === 'confirmed' &&
          scheduledAt &&
          current.scheduledAt?.getTime() === scheduledAt.getTime()
        ) {
          throw new AppError(
            409,
            `This booking is already confirmed for ${appointmentText(scheduledAt)}.`,
          );
        }
        throw new AppError(409, bookingRefusal(current.status, change.status));
      }
      mailer.kick();
      return presentAdminBooking(moved);
    },

    async saveNotes(actor: AuthenticatedStaff, id: number, staffNotes: string) {
      const text = staffNotes.replace(/\r\n?/g, '\n').trim();
      const saved = await db.transaction(async (tx) => {
        const before = await findBooking(tx, id);
        if (!before) throw new NotFoundError(NO_BOOKING);
        const row = await setBookingNotes(tx, id, text);
        if (!row) throw new NotFoundError(NO_BOOKING);
        await recordAudit(tx, actor, {
          action: 'booking.notes',
          entityType: 'booking',
          entityId: id,
          before: { staffNotes: before.staffNotes },
          after: { staffNotes: row.staffNotes },
        });
        return row;
      });
      return presentAdminBooking(saved);
    },
  };
}

export type AdminBookingService = ReturnType<typeof createAdminBookingService>;
