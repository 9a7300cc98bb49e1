import { readFileSync } from 'node:fs';
import { sourceFile } from '../../paths.ts';

export const COMMON_PASSWORD = 'This password is too common. Please choose a less common password.';
export const PASSWORD_IS_EMAIL = 'The password must not be your email address.';
export const PASSWORD_IS_EMAIL_NAME =
  'The password must not be the name part of your email address.';

/**
 * The 10,000 most common passwords (SecLists; source and licence in common-passwords.md), read
 * once when the server starts, compared in lower case. Server-side only: the web bundle never
 * carries the list, the form shows the server's errors.password.
 */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set(
  readFileSync(sourceFile('modules/auth/common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/** Look-alikes people swap into a word: `p@ssw0rd` is `password`. */
const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};

/**
 * The forms of a password a guesser tries first (decision 084): as typed; without the symbols
 * added at either end (`Passw0rd!`); and with look-alikes undone, symbols anywhere and digits
 * within a word (`P@ssw0rd`, `L3tm31n`), so `secret-123` stays a different word from `secret`.
 */
function guessableForms(typed: string): string[] {
  const trimmed = typed.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
  const plain = [...trimmed]
    .map((char, index, chars) => {
      const swapped = LOOK_ALIKES[char];
      if (!swapped) return char;
      if (!/\d/.test(char)) return swapped;
      const letter = (other: string | undefined) =>
        other !== undefined && (/\p{L}/u.test(other) || other in LOOK_ALIKES);
      return letter(chars[index - 1]) && letter(chars[index + 1]) ? swapped : char;
    })
    .join('');
  return [typed, trimmed, plain];
}

/**
 * Why a new account may not have this password, or undefined (decision 019): one of the common
 * passwords in any of the forms a guesser tries first, or the account's e-mail or the part
 * before its @, whatever the case.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  const typed = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (typed === address) return PASSWORD_IS_EMAIL;
  const name = address.slice(0, address.lastIndexOf('@'));
  if (name && typed === name) return PASSWORD_IS_EMAIL_NAME;
  if (guessableForms(typed).some((form) => COMMON_PASSWORDS.has(form))) return COMMON_PASSWORD;
  return undefined;
}
