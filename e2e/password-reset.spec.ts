import { expect, test } from './support/test.ts';
import { registerAndLogIn } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';

/** Issue 21: a customer who forgot the password gets back in with the e-mailed link. */
test('forgot password → the link from the e-mail → a new password → log in with it', async ({
  page,
  request,
}) => {
  const customer = await registerAndLogIn(request);
  await page.goto('/user');
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/user\/forgot-password$/);
  await expect(page).toHaveTitle(/Forgot your password\?/);

  await page.getByLabel('Email').fill(customer.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('form', { name: 'Forgot password' }).getByRole('status')).toHaveText(
    'If an account uses this email address, we have sent it a link to choose a new password. The link works for one hour.',
  );

  // The shop writes the mail a moment after answering: the answer says nothing about the account.
  let link = '';
  await expect(async () => {
    // The registration's confirmation mail is there too: the reset mail is the one with its link.
    const mails = (await mailsTo(customer.email)).join('\n');
    link = /(\/user\/reset-password#token=[\w-]{43})/.exec(mails)?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass();

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('green-gecko-river-9');
  await page.getByLabel('Confirm new password', { exact: true }).fill('green-gecko-river-9');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Your password has been changed' }),
  ).toBeVisible();

  // The old session ended with the reset; the old password no longer works, the new one does.
  const old = await request.get('/api/profile', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(old.status()).toBe(401);
  await page.getByRole('link', { name: 'Log in' }).click();
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill('green-gecko-river-9');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const changed = (await mailsTo(customer.email)).filter((mail) =>
    mail.includes('password was changed'),
  );
  expect(changed).toHaveLength(1);

  // The link worked once.
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-gecko-10');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-gecko-10');
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(
    page.getByRole('form', { name: 'Choose a new password' }).getByRole('alert'),
  ).toHaveText('This link has expired or has already been used. Please ask for a new one.');
  await expect(page.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
});
