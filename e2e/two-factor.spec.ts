import { registerAndLogIn, useSession } from './support/customer.ts';
import { codeFor, IPHONE, signOutThePhone } from './support/security.ts';
import { expect, test } from './support/test.ts';

/** Issue 21: two-factor sign-in and signed-in devices, from the "Sign-in & Security" tab. */

test('turns on two-factor sign-in, then logs in with the password and a code', async ({
  page,
  request,
}) => {
  const customer = await registerAndLogIn(request);
  await useSession(page, customer);
  await page.goto('/profile?tab=security');
  await expect(page.getByRole('tab', { name: 'Sign-in & Security' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Two-factor sign-in is off.')).toBeVisible();
  await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
  await page.getByLabel('Your password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByLabel('Code from the app').fill('000000');
  await page.getByRole('button', { name: 'Turn on' }).click();
  await expect(
    page.getByText(
      'That code is not right. Check the newest code in your authenticator app and try again.',
    ),
  ).toBeVisible();
  await page.getByLabel('Code from the app').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on' }).click();
  const codes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await page.getByRole('button', { name: 'I have saved these codes' }).click();
  await expect(
    page.getByText(/^Two-factor sign-in is on since .*\. You have 10 recovery codes left\.$/),
  ).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await page.goto('/user');
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Enter the 6-digit code from your authenticator app.')).toBeVisible();
  // The code the confirmation used cannot sign in again: the next step's code can.
  await page.getByLabel('Authentication code').fill(codeFor(secret, 30));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
});

test('signs another device out from the security tab', async ({ page, browser, request }) => {
  const customer = await registerAndLogIn(request);
  const other = await browser.newContext({ userAgent: IPHONE });
  try {
    // The second browser logs in through the login page, as the phone would.
    const phone = await other.newPage();
    await phone.goto('/user');
    await phone.getByLabel('Email').fill(customer.email);
    await phone.getByLabel('Password', { exact: true }).fill(customer.password);
    await phone.getByRole('button', { name: 'Login' }).click();
    await expect(phone.getByText('Login successful!')).toBeVisible();

    await useSession(page, customer);
    await page.goto('/profile?tab=security');
    await signOutThePhone(page);

    // The phone's session is over: its account page asks it to log in again.
    const stored = await phone.evaluate(() => localStorage.getItem('token'));
    const answer = await request.get('/api/profile', {
      headers: { authorization: `Bearer ${stored}` },
    });
    expect(answer.status()).toBe(401);
    await phone.goto('/profile');
    await expect(phone.getByText('Please log in to access your profile')).toBeVisible();
  } finally {
    await other.close();
  }
});
