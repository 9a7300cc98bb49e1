import { z } from 'zod';
import { BOOKING_STATUSES } from './booking.ts';
import { PET_SIZES } from './grooming-terms.ts';
import { addOnIdList } from './grooming.ts';

// The back office's grooming calendar (issue 31, decision 120): the groomers' working hours and
// appointments for some days, free times per groomer, and what staff do with an appointment.

/** The most days one calendar read covers (a week view needs 7). */
export const MAX_CALENDAR_DAYS = 14;

const day = z
  .string({ error: 'Dates are written YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD.' })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
    },
    { error: 'This date does not exist.' },
  );

/** GET /api/admin/appointments: Dubai days, `to` included. */
export const calendarQuerySchema = z.object({ from: day, to: day });

export const calendarGroomerSchema = z.object({
  id: z.number(),
  name: z.string(),
  active: z.boolean(),
  /** When they work, Dubai minutes after midnight: [start, end); none on a day off or holiday. */
  working: z.array(
    z.object({ date: z.string(), start_minute: z.number(), end_minute: z.number() }),
  ),
});
export type CalendarGroomer = z.infer<typeof calendarGroomerSchema>;

export const calendarAppointmentSchema = z.object({
  id: z.number(),
  reference: z.string(),
  groomer_id: z.number(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(BOOKING_STATUSES),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pet_size: z.enum(PET_SIZES).nullable(),
  services: z.array(z.string()),
  /** AED. */
  price: z.number().nullable(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointmentSchema>;

export const calendarSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Shop holidays in the range (closed for everyone). */
  holidays: z.array(z.string()),
  /** Active groomers, and inactive ones holding an appointment in the range. */
  groomers: z.array(calendarGroomerSchema),
  /** Cancelled ones are left out. */
  appointments: z.array(calendarAppointmentSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

/** GET /api/admin/appointments/slots: free times on a day for a service, per groomer. */
export const staffSlotsQuerySchema = z.object({
  date: day,
  service_id: z.coerce.number({ error: 'Choose a grooming package.' }).int().min(1),
  pet_size: z.enum(PET_SIZES, { error: 'Choose the pet and its size.' }),
  add_on_ids: addOnIdList,
});

/** GET /api/admin/appointments/:id/slots: free times on a day for the appointment's length. */
export const moveSlotsQuerySchema = z.object({ date: day });

export const staffSlotsSchema = z.object({
  date: z.string(),
  duration_minutes: z.number(),
  /** AED. */
  price: z.number(),
  groomers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      slots: z.array(z.object({ starts_at: z.string(), time: z.string() })),
    }),
  ),
});
export type StaffSlots = z.infer<typeof staffSlotsSchema>;

const groomerId = z.number({ error: 'Choose a groomer.' }).int().min(1).optional();
const startsAt = z.iso.datetime({ offset: true, error: 'Choose a time.' });
const whatToBook = {
  service_id: z.number({ error: 'Choose a grooming package.' }).int().min(1),
  add_on_ids: z.array(z.number().int().min(1)).max(10).optional().default([]),
  pet_size: z.enum(PET_SIZES, { error: 'Choose the pet and its size.' }),
  starts_at: startsAt,
  /** Any free groomer when left out. */
  groomer_id: groomerId,
};

/** POST /api/admin/appointments: an appointment for a customer on the phone. */
export const staffAppointmentSchema = z.object({
  ...whatToBook,
  name: z.string().trim().min(1, 'Enter the customer’s name.').max(100),
  phone: z.string().trim().min(1, 'Enter the customer’s phone number.').max(30),
  email: z.email('Enter a valid email address: the confirmation goes there.').max(254),
  notes: z.string().trim().max(1000).optional().default(''),
});
export type StaffAppointmentInput = z.input<typeof staffAppointmentSchema>;

/** POST /api/admin/bookings/:id/appointment: a booking request made an appointment. */
export const requestAppointmentSchema = z.object(whatToBook);
export type RequestAppointmentInput = z.input<typeof requestAppointmentSchema>;

/** POST /api/admin/appointments/:id/move: a new start (same length), the same or another groomer. */
export const appointmentMoveSchema = z.object({
  starts_at: startsAt,
  /** The appointment's own groomer when left out. */
  groomer_id: groomerId,
});
export type AppointmentMoveInput = z.input<typeof appointmentMoveSchema>;

/** What a create, a move or a request made an appointment answers. */
export const staffAppointmentResultSchema = z.object({ appointment: calendarAppointmentSchema });
export type StaffAppointmentResult = z.infer<typeof staffAppointmentResultSchema>;
