import { z } from 'zod';
import { EMIRATES, emirateNamed, isValidContactPhone } from './constants.ts';
import { canonicalPhone } from './phones.ts';

/** Optional text: trimmed, at most `max` characters; empty or null reads as not given. */
export const optionalText = (max: number, label: string) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` })
    .optional()
    .nullable()
    .transform((value) => (value ? value : undefined));

/** Required text: trimmed, not blank, at most `max` characters. */
export const requiredText = (max: number, label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, { error: `The ${label} field is required.` })
    .max(max, { error: `The ${label} may not be greater than ${max} characters.` });

const EMIRATE_MESSAGE = `The emirate must be one of ${EMIRATES.join(', ')}.`;

/** An emirate by any of its names ("dubai", "RAK"), stored under its own; empty is not given. */
export const optionalEmirate = z
  .string({ error: 'The emirate must be text.' })
  .trim()
  .max(50, { error: EMIRATE_MESSAGE })
  .optional()
  .nullable()
  .refine((value) => !value || emirateNamed(value), { error: EMIRATE_MESSAGE })
  .transform((value) => emirateNamed(value));

/** A contact phone (checkout, bookings, saved addresses): 7 to 15 digits, optionally a +. */
export const contactPhone = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, { error: `The ${label} field is required.`, abort: true })
    .refine(isValidContactPhone, {
      error: `The ${label} must have 7 to 15 digits, optionally starting with +.`,
    })
    // One stored form, so a search by any spelling finds it (decision 071).
    .transform(canonicalPhone);
