import { z } from 'zod';
import { emailField, normalizePhone } from './auth.ts';
import { isValidContactPhone } from './constants.ts';

/** Spec §9: the pet types a grooming booking is for ("service" in the payload); Dog is the default. */
export const BOOKING_SERVICES = ['Dog', 'Cat', 'Bird', 'Others'] as const;
export type BookingService = (typeof BOOKING_SERVICES)[number];

/** What the booking form's package choice and notes may add up to (spec §5 composes it). */
export const MAX_BOOKING_MESSAGE_LENGTH = 2000;

/** requested is a new request; staff move it along (contacted, confirmed with a time, …). */
export const BOOKING_STATUSES = [
  'requested',
  'contacted',
  'confirmed',
  'completed',
  'cancelled',
  'no_show',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

const SERVICE_REQUIRED = 'Please choose your pet type.';
const SERVICE_INVALID = 'The pet type must be one of Dog, Cat, Bird or Others.';

/** "dog" and " Dog " are the Dog the form means; anything else stays as sent and is refused. */
const canonicalService = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const wanted = value.trim().toLowerCase();
  return BOOKING_SERVICES.find((service) => service.toLowerCase() === wanted) ?? value;
};

/** Spec §3 "Booking payload" / §7 POST /api/bookings: name, email, phone, service, message. */
export const bookingRequestSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(1, { error: 'Please enter your name.', abort: true })
    .min(2, { error: 'The name must be at least 2 characters.' })
    .max(100, { error: 'The name may not be greater than 100 characters.' }),
  email: emailField,
  phone: z
    .string({ error: 'Please enter your phone number.' })
    .trim()
    .min(1, { error: 'Please enter your phone number.', abort: true })
    .refine(isValidContactPhone, {
      error: 'The phone number must have 7 to 15 digits, optionally starting with +.',
    })
    // Stored as + and digits, like an account's phone.
    .transform(normalizePhone),
  service: z.preprocess(
    canonicalService,
    z.enum(BOOKING_SERVICES, {
      error: (issue) => (issue.input === undefined ? SERVICE_REQUIRED : SERVICE_INVALID),
    }),
  ),
  message: z
    .string({ error: 'The message must be text.' })
    .trim()
    .max(MAX_BOOKING_MESSAGE_LENGTH, {
      error: 'The message may not be greater than 2,000 characters.',
    })
    .nullish()
    .transform((message) => message ?? ''),
});
export type BookingRequest = z.input<typeof bookingRequestSchema>;
export type BookingInput = z.output<typeof bookingRequestSchema>;

export const bookingCreatedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  /** e.g. 'BK-7F3K9Q': what the customer quotes when they call. */
  reference: z.string(),
});
export type BookingCreatedResponse = z.infer<typeof bookingCreatedResponseSchema>;

/** One of the customer's own booking requests (GET /api/bookings). */
export const bookingSummarySchema = z.object({
  reference: z.string(),
  service: z.string(),
  message: z.string(),
  status: z.enum(BOOKING_STATUSES),
  created_at: z.string(),
  /** The agreed appointment (ISO) while confirmed or completed; null otherwise. */
  scheduled_at: z.string().nullable(),
});
export type BookingSummary = z.infer<typeof bookingSummarySchema>;

export const bookingListResponseSchema = z.object({ data: z.array(bookingSummarySchema) });
export type BookingListResponse = z.infer<typeof bookingListResponseSchema>;
