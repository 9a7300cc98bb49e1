import { z } from 'zod';
import { contactPhone, optionalEmirate, optionalText, requiredText } from './text-fields.ts';

/**
 * A UAE delivery address (decision 045): the emirate, area, street and building are due; flat and
 * landmark are optional. The one rule for a checkout's address and a saved one (decision 050).
 */
export const uaeAddressSchema = z.object({
  emirate: optionalEmirate.refine((value) => value !== undefined, {
    error: 'The emirate field is required.',
  }),
  area: requiredText(100, 'area'),
  street: requiredText(200, 'street'),
  building: requiredText(100, 'building'),
  flat: optionalText(50, 'flat'),
  landmark: optionalText(200, 'landmark'),
});
export type UaeAddress = z.input<typeof uaeAddressSchema>;

/** Optional text to change: empty or null clears it (null). */
const clearableText = (max: number, label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .nullable()
    .transform((value) => value || null);

/** How many addresses one customer may keep. */
export const SAVED_ADDRESS_LIMIT = 20;

/** POST /api/profile/addresses (issue 21): an address, who receives it there, and a name for it. */
export const savedAddressRequestSchema = uaeAddressSchema.extend({
  label: optionalText(50, 'label'),
  recipient_name: requiredText(100, 'recipient name'),
  phone: contactPhone('phone'),
  /** Make it the default at once (the first address is the default anyway). */
  is_default: z.boolean({ error: 'The is default field must be true or false.' }).optional(),
});
export type SavedAddressRequest = z.input<typeof savedAddressRequestSchema>;

/**
 * PATCH /api/profile/addresses/:id: the fields to change. A label, flat or landmark sent empty or
 * null is cleared; one left out stays.
 */
export const savedAddressUpdateSchema = uaeAddressSchema
  .extend({
    label: clearableText(50, 'label'),
    recipient_name: requiredText(100, 'recipient name'),
    phone: contactPhone('phone'),
    flat: clearableText(50, 'flat'),
    landmark: clearableText(200, 'landmark'),
  })
  .partial();
export type SavedAddressUpdate = z.input<typeof savedAddressUpdateSchema>;

export const savedAddressIdParamsSchema = z.object({ id: z.string() });

export const savedAddressSchema = z.object({
  id: z.number().int(),
  label: z.string().nullable(),
  recipient_name: z.string(),
  phone: z.string(),
  emirate: z.string(),
  area: z.string(),
  street: z.string(),
  building: z.string(),
  flat: z.string().nullable(),
  landmark: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type SavedAddress = z.infer<typeof savedAddressSchema>;

/** GET /api/profile/addresses: the default first, then the newest; and how many may be kept. */
export const savedAddressListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(savedAddressSchema),
  limit: z.number().int(),
});
export type SavedAddressListResponse = z.infer<typeof savedAddressListResponseSchema>;

export const savedAddressResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: savedAddressSchema,
});
export type SavedAddressResponse = z.infer<typeof savedAddressResponseSchema>;
