import { z } from 'zod';
import { PET_SIZES } from './grooming-terms.ts';

// The owner's grooming setup (/api/admin/grooming-setup, issue 31, decision 119): services and
// their prices per pet, groomers and their weekly hours and days off, shop holidays, booking rules.

export { PET_SIZES, PET_SIZE_LABELS, WEEKDAY_NAMES, type PetSize } from './grooming-terms.ts';

/** A Dubai day, YYYY-MM-DD, that exists (no 30 February). */
export const groomingDaySchema = z
  .string({ error: 'Choose a date.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Dates are written YYYY-MM-DD.' })
  .refine(
    (text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    },
    { error: 'This date does not exist.' },
  );

/** A time of day as "09:00"; "24:00" is the end of the day. */
export const clockTimeSchema = z
  .string({ error: 'Enter a time such as 09:00.' })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'Enter a time such as 09:00.' });

/** "09:30" → 570. */
export const minutesOfClock = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return hours! * 60 + minutes!;
};
/** 570 → "09:30". */
export const clockOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

const aedPrice = z
  .number({ error: 'Enter the price in AED.' })
  .min(0, { error: 'The price cannot be below AED 0.' })
  .max(100_000, { error: 'The price must be below AED 100,000.' })
  .refine((aed) => Math.abs(Math.round(aed * 100) - aed * 100) < 1e-6, {
    error: 'The price can have at most two decimals (fils).',
  });

const minutes = z
  .number({ error: 'Enter how many minutes it takes.' })
  .int({ error: 'Enter whole minutes.' })
  .min(5, { error: 'It takes at least 5 minutes.' })
  .max(600, { error: 'It can take at most 600 minutes (10 hours).' });

/** What a service takes and costs for one pet size; a size left out is not offered. */
export const groomingSetupPriceSchema = z.object({
  petSize: z.enum(PET_SIZES, { error: 'Unknown pet size.' }),
  minutes,
  /** AED. */
  price: aedPrice,
});
export type GroomingSetupPrice = z.infer<typeof groomingSetupPriceSchema>;

export const GROOMING_SERVICE_KINDS = ['package', 'add_on'] as const;

/** POST /services and PUT /services/:id: the whole service with its prices. */
export const groomingServiceInputSchema = z.object({
  name: z
    .string({ error: 'Enter the name of the service.' })
    .trim()
    .min(1, { error: 'Enter the name of the service.' })
    .max(80, { error: 'The name can be at most 80 characters.' }),
  kind: z.enum(GROOMING_SERVICE_KINDS, { error: 'Choose package or add-on.' }),
  description: z
    .string()
    .trim()
    .max(500, { error: 'The description can be at most 500 characters.' })
    .default(''),
  /**
   * The name and description in Arabic (issue 34): left out, the stored ones stay; null or blank
   * means none, and customers reading Arabic see the English.
   */
  nameAr: z
    .string()
    .trim()
    .max(80, { error: 'The Arabic name can be at most 80 characters.' })
    .nullable()
    .optional()
    .transform((text) => (text === '' ? null : text)),
  descriptionAr: z
    .string()
    .trim()
    .max(500, { error: 'The Arabic description can be at most 500 characters.' })
    .nullable()
    .optional()
    .transform((text) => (text === '' ? null : text)),
  active: z.boolean().default(true),
  /** Its place in the lists (lower first); a new service goes last when left out. */
  position: z.number().int().min(0).max(1000).optional(),
  prices: z.array(groomingSetupPriceSchema).max(PET_SIZES.length),
});
export type GroomingServiceInput = z.input<typeof groomingServiceInputSchema>;

/** One shift of a weekday: from `start` until `end` ("09:00"–"13:00"). */
export const groomerShiftSchema = z.object({
  weekday: z
    .number({ error: 'Choose a day of the week.' })
    .int()
    .min(0, { error: 'Choose a day of the week.' })
    .max(6, { error: 'Choose a day of the week.' }),
  start: clockTimeSchema,
  end: clockTimeSchema,
});
export type GroomerShift = z.infer<typeof groomerShiftSchema>;

/** POST /groomers and PUT /groomers/:id: the groomer and the whole week's shifts. */
export const groomerInputSchema = z.object({
  name: z
    .string({ error: 'Enter the groomer’s name.' })
    .trim()
    .min(1, { error: 'Enter the groomer’s name.' })
    .max(80, { error: 'The name can be at most 80 characters.' }),
  active: z.boolean().default(true),
  shifts: z.array(groomerShiftSchema).max(70, { error: 'At most 10 shifts a day.' }),
});
export type GroomerInput = z.input<typeof groomerInputSchema>;

/** POST /groomers/:id/days-off: one day, or every day from `from` to `to`. */
export const dayOffInputSchema = z.object({
  from: groomingDaySchema,
  to: groomingDaySchema.optional(),
});

/** POST /holidays: a day the whole shop is closed. */
export const shopHolidayInputSchema = z.object({
  day: groomingDaySchema,
  name: z.string().trim().max(80, { error: 'The name can be at most 80 characters.' }).default(''),
});

/** PUT /settings: how far ahead customers may book, and the notice a booking needs. */
export const groomingRulesInputSchema = z.object({
  windowDays: z
    .number({ error: 'Enter a number of days.' })
    .int({ error: 'Enter whole days.' })
    .min(1, { error: 'Customers must be able to book at least 1 day ahead (today).' })
    .max(90, { error: 'Customers can book at most 90 days ahead.' }),
  noticeMinutes: z
    .number({ error: 'Enter the minimum notice.' })
    .int({ error: 'Enter the notice in whole minutes.' })
    .min(0, { error: 'The notice cannot be negative.' })
    .max(10_080, { error: 'The notice can be at most 7 days (168 hours).' }),
});
export type GroomingRulesInput = z.infer<typeof groomingRulesInputSchema>;

/** GET /api/admin/grooming-setup, and the answer of every change. */
export const groomingSetupSchema = z.object({
  services: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      kind: z.enum(GROOMING_SERVICE_KINDS),
      description: z.string(),
      /** Issue 34: null where the owner wrote none (customers reading Arabic see the English). */
      nameAr: z.string().nullable().optional(),
      descriptionAr: z.string().nullable().optional(),
      active: z.boolean(),
      position: z.number(),
      /** Only the sizes it is offered for. */
      prices: z.array(
        z.object({ petSize: z.enum(PET_SIZES), minutes: z.number(), price: z.number() }),
      ),
    }),
  ),
  groomers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      active: z.boolean(),
      /** By weekday, then start. */
      shifts: z.array(z.object({ weekday: z.number(), start: z.string(), end: z.string() })),
      /** From today on (Dubai), soonest first. */
      daysOff: z.array(z.string()),
    }),
  ),
  /** From today on (Dubai), soonest first. */
  holidays: z.array(z.object({ day: z.string(), name: z.string() })),
  settings: z.object({
    windowDays: z.number(),
    noticeMinutes: z.number(),
    stepMinutes: z.number(),
  }),
});
export type GroomingSetup = z.infer<typeof groomingSetupSchema>;
export type GroomingSetupService = GroomingSetup['services'][number];
export type GroomingSetupGroomer = GroomingSetup['groomers'][number];
