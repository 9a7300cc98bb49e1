import { z } from 'zod';
import { BOOKING_SERVICES, BOOKING_STATUSES, type BookingStatus } from './booking.ts';
import { adminListPageSchema } from './admin-lists.ts';
import { LANGUAGES } from './language.ts';

// Staff's grooming bookings (/api/admin/bookings): list, page, status moves, notes (decision 037).

export { BOOKING_STATUSES, type BookingStatus } from './booking.ts';

/** `a,b` or repeated keys: the list of values, each one checked. */
const listOf = <T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((raw) => (Array.isArray(raw) ? raw : raw.split(',')).filter(Boolean))
    .pipe(z.array(z.enum(values, { error: `Unknown ${label}.` })));

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD.' })
  .refine((text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)), {
    error: 'This date does not exist.',
  });

export const adminBookingListQuerySchema = z.object({
  /** A reference (BK-…), a name, an e-mail or a phone number. */
  q: z.string().max(100).optional(),
  status: listOf(BOOKING_STATUSES, 'booking status').optional(),
  /** Which day `from` and `to` are about: the appointment (default) or the request. */
  dateOf: z
    .enum(['appointment', 'request'], { error: 'dateOf must be appointment or request.' })
    .default('appointment'),
  /** On or after this day (Dubai time). */
  from: day.optional(),
  /** On or before this day (Dubai time). */
  to: day.optional(),
  /** -created: newest request first; scheduled: soonest appointment first. */
  sort: z.enum(['-created', 'created', 'scheduled', '-scheduled']).default('-created'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(25),
});

export const adminBookingSchema = z.object({
  id: z.number(),
  reference: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  service: z.enum(BOOKING_SERVICES),
  message: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** 'New' for requested, then Contacted, Confirmed, Completed, Cancelled, No-show. */
  statusLabel: z.string(),
  /** The agreed appointment (ISO, UTC); null until confirmed. */
  scheduledAt: z.string().nullable(),
  staffNotes: z.string(),
  /** The customer account it was booked from, or null for a visitor. */
  userId: z.number().nullable(),
  /** The language of the booking's e-mails (issue 34, decision 137): the back office shows it. */
  language: z.enum(LANGUAGES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminBooking = z.infer<typeof adminBookingSchema>;

export const adminBookingListSchema = adminListPageSchema(adminBookingSchema);
export type AdminBookingList = z.infer<typeof adminBookingListSchema>;

/** The moves staff make: every status but `requested`, where a booking starts, never a target. */
export type BookingMove = Exclude<BookingStatus, 'requested'>;
export const BOOKING_MOVES = BOOKING_STATUSES.filter(
  (status): status is BookingMove => status !== 'requested',
) as [BookingMove, ...BookingMove[]];

export const bookingStatusChangeSchema = z.object({
  status: z.enum(BOOKING_MOVES, {
    error: 'The status must be contacted, confirmed, completed, cancelled or no_show.',
  }),
  /** Required to confirm: ISO with an offset, or "YYYY-MM-DDTHH:mm" in Dubai time. */
  scheduledAt: z
    .string({ error: 'The date and time must be text.' })
    .max(40, { error: 'The date and time is not one we can read.' })
    .optional(),
  /** Appended to the staff notes with the move. */
  note: z
    .string({ error: 'The note must be text.' })
    .max(1000, { error: 'The note may not be greater than 1,000 characters.' })
    .optional(),
});
export type BookingStatusChange = z.infer<typeof bookingStatusChangeSchema>;

export const MAX_STAFF_NOTES_LENGTH = 5000;

export const bookingNotesSchema = z.object({
  staffNotes: z
    .string({ error: 'The notes must be text.' })
    .max(MAX_STAFF_NOTES_LENGTH, { error: 'The notes may not be greater than 5,000 characters.' }),
});
