import { mailsTo } from './support/mail.ts';
import { expect, logInOwner, test } from './support/staff.ts';

/** Issue 21: a staff member who forgot the password gets back in with the e-mailed link. */
test('staff forgot password → the link from the e-mail → a new password → log in with it', async ({
  page,
  request,
}) => {
  // A staff member of their own (the suite's owner keeps its password for the other specs).
  const owner = await logInOwner(request);
  const email = `rashid.${Date.now()}@e2e.petshop.test`;
  const created = await request.post('/api/admin/staff', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { name: 'Rashid Saleh', email, role: 'staff' },
  });
  expect(created.status()).toBe(201);
  const setup = new URLSearchParams(new URL((await created.json()).link).hash.slice(1));
  const first = await request.post('/api/admin/auth/set-password', {
    data: { token: setup.get('token'), password: 'first-stock-room-1' },
  });
  expect(first.status()).toBe(200);
  const oldSession = (await first.json()).token as string;

  await page.goto('/admin/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/admin\/forgot-password$/);
  await expect(page).toHaveTitle(/^Forgot your password\?/);
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('form', { name: 'Forgot password' }).getByRole('status')).toHaveText(
    'If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.',
  );

  let link = '';
  await expect(async () => {
    // The invite mail went to the same address first; the reset link is in the newer one.
    const mails = await mailsTo(email);
    link =
      mails
        .map((mail) => /(\/admin\/reset-password#token=[\w-]{43})/.exec(mail)?.[1])
        .find(Boolean) ?? '';
    expect(link).not.toBe('');
  }).toPass();

  await page.goto(link);
  await page.getByRole('textbox', { name: 'New password' }).fill('short-1');
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('short-1');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByText('The password must be at least 10 characters.')).toBeVisible();
  await page.getByRole('textbox', { name: 'New password' }).fill('second-stock-room-2');
  await page.getByRole('textbox', { name: 'Repeat the password' }).fill('second-stock-room-2');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'changed' })).toHaveText(
    'Your password has been changed and you have been signed out everywhere. Please log in with your new password.',
  );

  // The session from before the reset has ended.
  const old = await request.get('/api/admin/auth/me', {
    headers: { authorization: `Bearer ${oldSession}` },
  });
  expect(old.status()).toBe(401);

  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('first-stock-room-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password').fill('second-stock-room-2');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByText(`${email} · Staff`)).toBeVisible();

  const changed = (await mailsTo(email)).filter((mail) => mail.includes('password was changed'));
  expect(changed).toHaveLength(1);
});
