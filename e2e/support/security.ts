import type { Page } from '@playwright/test';
import { generateSync } from 'otplib';
import { expect } from './test.ts';

/**
 * What the customer's and the back office's two-factor and signed-in-devices specs share: the
 * authenticator app, and a phone signed in beside this browser (issue 21).
 */

/** The code the authenticator app would show now for `secret`, `offset` seconds away. */
export const codeFor = (secret: string, offset = 0) =>
  generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + offset });

/** The phone's browser: its device is listed as "Safari on iPhone". */
export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/**
 * On a Sign-in & Security screen: the phone is listed beside this device, and "Sign out" takes
 * it off the list.
 */
export async function signOutThePhone(page: Page) {
  const phoneRow = page.getByRole('listitem').filter({ hasText: 'Safari on iPhone' });
  await expect(phoneRow).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
  await phoneRow.getByRole('button', { name: /^Sign out Safari on iPhone/ }).click();
  await expect(page.getByText('The device has been signed out.')).toBeVisible();
  await expect(phoneRow).toHaveCount(0);
}
