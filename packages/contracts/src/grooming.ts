import { z } from 'zod';
import { PET_SIZES } from './grooming-terms.ts';

export * from './grooming-terms.ts';

export const groomingPriceSchema = z.object({
  pet_size: z.enum(PET_SIZES),
  duration_minutes: z.number(),
  /** AED. */
  price: z.number(),
});

export const groomingServiceSchema = z.object({
  id: z.number(),
  name: z.string(),
  kind: z.enum(['package', 'add_on']),
  description: z.string(),
  /** The pets it is offered for; a pet missing here cannot book it. */
  prices: z.array(groomingPriceSchema),
});
export type GroomingService = z.infer<typeof groomingServiceSchema>;

/** GET /api/grooming/services. */
export const groomingServicesSchema = z.object({
  services: z.array(groomingServiceSchema),
  /** Days ahead a customer may book, today included, and the notice a booking needs. */
  window_days: z.number(),
  notice_minutes: z.number(),
});

/** A list of add-on ids in a query: `1,2` or repeated; each once. */
export const addOnIdList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value, context) => {
    const parts = (Array.isArray(value) ? value : (value ?? '').split(','))
      .map((part) => part.trim())
      .filter(Boolean);
    const ids = parts.map(Number);
    if (ids.some((id) => !Number.isInteger(id) || id < 1)) {
      context.addIssue({ code: 'custom', message: 'The add-ons must be service ids.' });
      return z.NEVER;
    }
    return [...new Set(ids)];
  });

/** GET /api/grooming/slots: what is to be booked. */
export const groomingSlotsQuerySchema = z.object({
  service_id: z.coerce.number({ error: 'Choose a grooming package.' }).int().min(1),
  pet_size: z.enum(PET_SIZES, { error: 'Choose your pet and its size.' }),
  add_on_ids: addOnIdList,
});

export const groomingSlotsSchema = z.object({
  duration_minutes: z.number(),
  /** AED, the package and its add-ons for this pet. */
  price: z.number(),
  days: z.array(
    z.object({
      /** Dubai day, YYYY-MM-DD. */
      date: z.string(),
      slots: z.array(z.object({ starts_at: z.string(), time: z.string() })),
    }),
  ),
});
export type GroomingSlots = z.infer<typeof groomingSlotsSchema>;

/** POST /api/appointments: a slot, the service, and who is coming (as the booking form asks). */
export const appointmentRequestSchema = z.object({
  service_id: z.number({ error: 'Choose a grooming package.' }).int().min(1),
  add_on_ids: z.array(z.number().int().min(1)).max(10).optional().default([]),
  pet_size: z.enum(PET_SIZES, { error: 'Choose your pet and its size.' }),
  starts_at: z.iso.datetime({ offset: true, error: 'Choose a time.' }),
  name: z.string().trim().min(1, 'Please enter your name.').max(100),
  phone: z.string().trim().min(1, 'Please enter your phone number.').max(30),
  email: z.email('Please enter a valid email address.').max(254),
  notes: z.string().trim().max(1000).optional().default(''),
});
export type AppointmentRequest = z.input<typeof appointmentRequestSchema>;

export const appointmentSchema = z.object({
  reference: z.string(),
  status: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  pet_size: z.enum(PET_SIZES),
  services: z.array(
    z.object({ name: z.string(), price: z.number(), duration_minutes: z.number() }),
  ),
  /** AED. */
  price: z.number(),
  groomer: z.string(),
});
export type Appointment = z.infer<typeof appointmentSchema>;

export const appointmentCreatedSchema = z.object({ appointment: appointmentSchema });

/** POST /api/appointments/manage: the appointment of a private link. */
export const appointmentByLinkSchema = z.object({
  appointment: appointmentSchema,
  /** Still confirmed and at least 24 hours away: it may be cancelled or moved online. */
  can_change: z.boolean(),
  /** What was booked, to ask for the free times of the same (GET /api/grooming/slots). */
  service_id: z.number(),
  add_on_ids: z.array(z.number()),
});

/** GET /api/appointments: a logged-in customer's own appointments, the latest start first. */
export const myAppointmentsSchema = z.object({ data: z.array(appointmentByLinkSchema) });
export type MyAppointments = z.infer<typeof myAppointmentsSchema>;
