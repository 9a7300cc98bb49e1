/**
 * Phones as the shop stores and searches them. Kept out of `constants.ts`, which every shop page
 * loads first: only forms, the server and the back office need these.
 */

/**
 * A phone in its one stored form (issue 27, decision 071): + and digits, a UAE number with +971 and
 * without its trunk 0, whichever way it was typed: "050 123 4567", "+971 50 123 4567",
 * "00971501234567" and "+971 (0)50 123 4567" are all "+971501234567". Short service numbers
 * ("800 1234") stay as their digits.
 */
export function canonicalPhone(phone: string): string {
  const typed = phone.trim().replace(/[\p{Zs}\s().-]/gu, '');
  if (/^00[1-9]\d+$/.test(typed)) return canonicalPhone(`+${typed.slice(2)}`);
  if (/^\+9710\d{8,9}$/.test(typed)) return `+971${typed.slice(5)}`;
  if (/^\+\d+$/.test(typed)) return typed;
  if (/^0[1-9]\d{7,8}$/.test(typed)) return `+971${typed.slice(1)}`;
  if (/^971[1-9]\d{7,8}$/.test(typed)) return `+${typed}`;
  if (/^5\d{8}$/.test(typed)) return `+971${typed}`;
  return typed;
}

/**
 * The digits a phone search looks for in stored phones: a whole number in its stored form, a part
 * typed with the UAE's trunk 0 ("050 123") as the stored form writes it ("97150123").
 */
export function phoneSearchDigits(query: string): string {
  const canonical = canonicalPhone(query);
  if (canonical.startsWith('+')) return canonical.slice(1);
  const digits = canonical.replace(/\D/g, '');
  if (/^00/.test(canonical)) return digits.slice(2);
  if (/^0[1-9]/.test(canonical)) return `971${digits.slice(1)}`;
  return digits;
}
