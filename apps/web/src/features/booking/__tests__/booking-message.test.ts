// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { composeBookingMessage, GROOMING_PACKAGES } from '../booking-message.ts';

describe('composeBookingMessage (spec §5)', () => {
  it('names the chosen package alone when there are no notes', () => {
    expect(composeBookingMessage('Basic Groom', '')).toBe('Grooming Package: Basic Groom');
    expect(composeBookingMessage('Full Groom', '   \n ')).toBe('Grooming Package: Full Groom');
  });

  it('adds two spaces and the trimmed notes after the package', () => {
    expect(composeBookingMessage('Full Groom', '  Coco is scared of dryers.\n')).toBe(
      'Grooming Package: Full Groom  Notes: Coco is scared of dryers.',
    );
  });

  it('sends the trimmed notes alone when no package is chosen', () => {
    expect(composeBookingMessage(null, '  Mornings suit us best. ')).toBe('Mornings suit us best.');
    expect(composeBookingMessage('', 'Nervous cat')).toBe('Nervous cat');
    expect(composeBookingMessage(undefined, 'Nervous cat')).toBe('Nervous cat');
  });

  it('sends an empty message when there is neither a package nor notes', () => {
    expect(composeBookingMessage(null, '')).toBe('');
    expect(composeBookingMessage(null, '    ')).toBe('');
  });

  it('keeps line breaks inside the notes', () => {
    expect(composeBookingMessage('Basic Groom', 'Line one\nLine two')).toBe(
      'Grooming Package: Basic Groom  Notes: Line one\nLine two',
    );
  });

  it('offers the two packages of the spec, Full Groom marked popular', () => {
    expect(GROOMING_PACKAGES.map((option) => [option.name, Boolean(option.popular)])).toEqual([
      ['Basic Groom', false],
      ['Full Groom', true],
    ]);
  });
});
