import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** How each pet type reads on the page (the value sent stays the spec's English word). */
export const PET_TYPE_LABELS: Record<BookingService, MessageDescriptor> = {
  Dog: msg`Dog`,
  Cat: msg`Cat`,
  Bird: msg`Bird`,
  Others: msg`Others`,
};

export type GroomingPackageName = 'Basic Groom' | 'Full Groom';

/** `name` is the value sent and matched with the shop's services; the rest is read on the page. */
export interface GroomingPackage {
  name: GroomingPackageName;
  label: MessageDescriptor;
  summary: MessageDescriptor;
  /** Shown above the items: the Full Groom builds on the Basic Groom. */
  includesLead?: MessageDescriptor;
  items: MessageDescriptor[];
  popular?: boolean;
}

/** Spec §2 "Booking": the two packages and what each includes. */
export const GROOMING_PACKAGES: GroomingPackage[] = [
  {
    name: 'Basic Groom',
    label: msg`Basic Groom`,
    summary: msg`The essentials to keep your pet clean, comfortable and tidy.`,
    items: [
      msg`Bath`,
      msg`Basic brushing`,
      msg`Nail trimming`,
      msg`Ear cleaning`,
      msg`Basic styling`,
      msg`Teeth cleaning`,
      msg`Perfume spray`,
    ],
  },
  {
    name: 'Full Groom',
    label: msg`Full Groom`,
    summary: msg`The complete pamper session for a show-ready coat.`,
    includesLead: msg`Everything in Basic Groom, plus:`,
    items: [
      msg`Premium bath with conditioning`,
      msg`De-shedding`,
      msg`Nail filing`,
      msg`Ear plucking`,
      msg`Professional styling`,
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
