/**
 * Grooming's words and values without zod (issue 31): the booking page and the appointment page
 * import these at run time, and zod is not part of their code (the schemas in grooming.ts are).
 */
export const PET_SIZES = ['dog_small', 'dog_medium', 'dog_large', 'cat', 'bird', 'other'] as const;
export type PetSize = (typeof PET_SIZES)[number];

/** How a person reads each: the booking page's choices, mails, the back office. */
export const PET_SIZE_LABELS: Record<PetSize, string> = {
  dog_small: 'Small dog (up to 10 kg)',
  dog_medium: 'Medium dog (10–25 kg)',
  dog_large: 'Large dog (over 25 kg)',
  cat: 'Cat',
  bird: 'Bird',
  other: 'Other pet',
};

/** The spec's pet type (Dog, Cat, Bird, Others) of a pet size: what the booking row keeps. */
export const PET_TYPE_OF_SIZE: Record<PetSize, 'Dog' | 'Cat' | 'Bird' | 'Others'> = {
  dog_small: 'Dog',
  dog_medium: 'Dog',
  dog_large: 'Dog',
  cat: 'Cat',
  bird: 'Bird',
  other: 'Others',
};

/** The refusal when another customer took the slot first, or it is no longer free. */
export const SLOT_TAKEN = 'That time was just taken, please pick another.';

/** Sunday first, as the shifts' weekday numbers (0 = Sunday … 6 = Saturday). */
export const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;
