import type { APIRequestContext } from '@playwright/test';
import { codeFor, IPHONE, signOutThePhone } from './support/security.ts';
import { expect, logInOwner, test, useStaffSession, type StaffLogin } from './support/staff.ts';

/** Issue 21 in the back office: two-factor sign-in and signed-in devices (decision 054). */

const PASSWORD = 'cat-tree-blue-42';

/**
 * A staff account of its own, made by the suite's owner with a one-time link: turning on two-factor
 * sign-in or signing devices out must not touch the owner the other specs log in as.
 */
async function newStaff(request: APIRequestContext, role: 'owner' | 'staff') {
  const owner = await logInOwner(request);
  const email = `security.${role}.${Date.now()}@e2e.petshop.test`;
  const created = await request.post('/api/admin/staff', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { email, name: 'Noura Security', role },
  });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string };
  const set = await request.post('/api/admin/auth/set-password', {
    data: { token: link.split('#token=')[1], password: PASSWORD },
  });
  expect(set.status()).toBe(200);
  return { email, login: (await set.json()) as StaffLogin };
}

test('an owner turns on two-factor sign-in, then logs in with the password and a code', async ({
  page,
  request,
}) => {
  const { email, login } = await newStaff(request, 'owner');
  await useStaffSession(page, login);
  await page.goto('/admin');
  await page.getByRole('link', { name: 'Sign-in & Security' }).click();
  await expect(page).toHaveURL(/\/admin\/security$/);
  await expect(page).toHaveTitle(/^Sign-in & Security \|/);
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByLabel('Your password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('The password is not right.')).toBeVisible();
  await page.getByLabel('Your password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent())!;
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(
    page.getByText(/^Two-factor sign-in is on since .*\. You have 10 recovery codes left\.$/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('heading', { name: 'Log in' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  const field = page.getByLabel('Authentication code');
  await field.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  const refusal =
    'That code is not right. Check the newest code in your authenticator app and try again.';
  await expect(page.getByText(refusal)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(refusal);
  // The code the confirmation used cannot sign in again: the next step's code can.
  await field.fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  // In, on the screen the address names (the back office keeps the URL through a login).
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in & Security' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/security$/);

  // A recovery code also lets them in, once.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('button', { name: 'Use a recovery code' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(/You have 9 recovery codes left\.$/)).toBeVisible();
});

test('a staff member signs another device out from Sign-in & Security', async ({
  page,
  browser,
  request,
}) => {
  const { email, login } = await newStaff(request, 'staff');
  const other = await browser.newContext({ userAgent: IPHONE });
  try {
    // The phone logs in through the back office's login page.
    const phone = await other.newPage();
    await phone.goto('/admin/login');
    await phone.getByLabel('Email').fill(email);
    await phone.getByLabel('Password').fill(PASSWORD);
    await phone.getByRole('button', { name: 'Log in' }).click();
    await expect(phone.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible();

    await useStaffSession(page, login);
    await page.goto('/admin/security');
    await signOutThePhone(page);

    // The phone's session is over: its next screen asks it to log in again.
    const stored = await phone.evaluate(() => localStorage.getItem('petshop.staff'));
    const token = (JSON.parse(stored!) as { token: string }).token;
    const answer = await request.get('/api/admin/auth/me', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(answer.status()).toBe(401);
    await phone.goto('/admin/orders');
    await expect(phone.getByRole('heading', { name: 'Log in' })).toBeVisible();
  } finally {
    await other.close();
  }
});
