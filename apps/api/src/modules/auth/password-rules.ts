import { readFileSync } from 'node:fs';
import path from 'node:path';

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
  readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim().toLowerCase())
    .filter(Boolean),
);

/**
 * Why a new account may not have this password, or undefined (decision 019): one of the common
 * passwords, or the account's e-mail or the part before its @, whatever the case.
 */
export function passwordProblem(password: string, email: string): string | undefined {
  const typed = password.toLowerCase();
  const address = email.trim().toLowerCase();
  if (typed === address) return PASSWORD_IS_EMAIL;
  const name = address.slice(0, address.lastIndexOf('@'));
  if (name && typed === name) return PASSWORD_IS_EMAIL_NAME;
  if (COMMON_PASSWORDS.has(typed)) return COMMON_PASSWORD;
  return undefined;
}
