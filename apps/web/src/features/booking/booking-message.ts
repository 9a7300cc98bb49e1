import type { BookingService } from '@petshop/contracts';

/**
 * Spec §9: pet types Dog, Cat, Bird, Others; Dog is chosen at first. Spelled out here (checked
 * against the contract's type) so the page does not load the schema library for four words.
 */
export const PET_TYPES = [
  'Dog',
  'Cat',
  'Bird',
  'Others',
] as const satisfies readonly BookingService[];
export const DEFAULT_PET_TYPE: BookingService = 'Dog';

export type GroomingPackageName = 'Basic Groom' | 'Full Groom';

export interface GroomingPackage {
  name: GroomingPackageName;
  summary: string;
  /** Shown above the items: the Full Groom builds on the Basic Groom. */
  includesLead?: string;
  items: string[];
  popular?: boolean;
}

/** Spec §2 "Booking": the two packages and what each includes. */
export const GROOMING_PACKAGES: GroomingPackage[] = [
  {
    name: 'Basic Groom',
    summary: 'The essentials to keep your pet clean, comfortable and tidy.',
    items: [
      'Bath',
      'Basic brushing',
      'Nail trimming',
      'Ear cleaning',
      'Basic styling',
      'Teeth cleaning',
      'Perfume spray',
    ],
  },
  {
    name: 'Full Groom',
    summary: 'The complete pamper session for a show-ready coat.',
    includesLead: 'Everything in Basic Groom, plus:',
    items: [
      'Premium bath with conditioning',
      'De-shedding',
      'Nail filing',
      'Ear plucking',
      'Professional styling',
    ],
    popular: true,
  },
];

/**
 * The notes box leaves room for the package line, so the message the server receives stays
 * within its 2,000 characters.
 */
export const MAX_NOTES_LENGTH = 1900;

/**
 * Spec §5 "Booking form", exactly: with a package, 'Grooming Package: {type}', then, when there
 * are notes, two spaces and 'Notes: {trimmed notes}'; without one, the trimmed notes or ''.
 */
export function composeBookingMessage(
  groomingPackage: string | null | undefined,
  notes: string,
): string {
  const trimmedNotes = notes.trim();
  if (!groomingPackage) return trimmedNotes;
  const packageLine = `Grooming Package: ${groomingPackage}`;
  return trimmedNotes ? `${packageLine}  Notes: ${trimmedNotes}` : packageLine;
}
