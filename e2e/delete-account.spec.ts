import { registerAndLogIn } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';
import { expect, test } from './support/test.ts';

/** Issue 21 (UAE PDPL, decision 053): a customer deletes the account from the profile. */
test('delete the account from the profile → logged out → cannot log in → registers again with the same e-mail', async ({
  page,
  request,
}) => {
  const customer = await registerAndLogIn(request, 'Yasmin Qadri');
  await page.goto('/user');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();

  await page.goto('/profile?tab=general');
  const panel = page.getByRole('tabpanel');
  const section = panel.getByRole('region', { name: 'Delete account' });
  await expect(section).toContainText('This cannot be undone.');
  await section.getByRole('button', { name: 'Delete account' }).click();

  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('Kept for our accounts: your past orders');
  const password = dialog.getByLabel('Your password');
  await expect(password).toBeFocused();

  // A wrong password first: refused on the field, still logged in.
  await password.fill('not-the-password');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(
    'That password is not correct. Enter the password you log in with.',
  );

  await password.fill(customer.password);
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page).toHaveURL('/');
  await expect(
    page.getByText(
      'Your account has been deleted and your personal details erased. We have sent a confirmation to your email address.',
    ),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: /Login/ })).toBeVisible();

  // The old token is dead, and the confirmation was written to the address.
  const old = await request.get('/api/profile', {
    headers: { authorization: `Bearer ${customer.token}` },
  });
  expect(old.status()).toBe(401);
  await expect(async () => {
    const mails = await mailsTo(customer.email);
    expect(mails.filter((mail) => mail.includes('account has been deleted'))).toHaveLength(1);
  }).toPass();

  // Logging in says what it says for an unknown address.
  await page.goto('/user');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Password', { exact: true }).fill(customer.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password', { exact: true })).toBeVisible();

  // The same e-mail and phone register a fresh account, which logs in to an empty profile.
  await page.goto('/user/register');
  await page.getByLabel('Full Name', { exact: true }).fill('Yasmin Qadri');
  await page.getByLabel('Email', { exact: true }).fill(customer.email);
  await page.getByLabel('Phone', { exact: true }).fill(customer.phone);
  await page.getByLabel('Password', { exact: true }).fill('fresh-start-2026');
  await page.getByLabel('Confirm Password', { exact: true }).fill('fresh-start-2026');
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('Account created successfully! Redirecting...')).toBeVisible();
  await expect(page).toHaveURL(/\/user$/, { timeout: 5000 });
  await page.getByLabel('Password', { exact: true }).fill('fresh-start-2026');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Login successful!')).toBeVisible();
  await page.goto('/profile?tab=general');
  await expect(
    page.getByRole('tabpanel').locator('dl').getByText(customer.email, { exact: true }),
  ).toBeVisible();
});
