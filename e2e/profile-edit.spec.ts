import { expect, test } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';

/** Issue 21: the General tab keeps its read-only view and gains Edit. */
test('a customer edits name and phone in the General tab and sees them', async ({
  page,
  customer,
}) => {
  await page.goto('/profile');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Noura', { exact: true })).toBeVisible();
  await panel.getByRole('button', { name: 'Edit' }).click();

  const form = page.getByRole('form', { name: 'Edit your details' });
  await expect(form.getByLabel('First Name')).toBeFocused();
  await expect(form.getByLabel('First Name')).toHaveValue('Noura');
  await expect(form.getByLabel('Last Name')).toHaveValue('Al Hashimi');
  await expect(form.getByLabel('Phone Number')).toHaveValue(customer.phone);

  // A bad phone is refused with the server's words, tied to the field.
  await form.getByLabel('Phone Number').fill('12345');
  await form.getByRole('button', { name: 'Save changes' }).click();
  const phone = form.getByLabel('Phone Number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(
    /The phone must be an optional \+ followed by 10 to 15 digits\./,
  );

  const newPhone = `+97155${String(Date.now()).slice(-7)}`;
  await form.getByLabel('First Name').fill('Maryam');
  await form.getByLabel('Last Name').fill('Al Falasi');
  await phone.fill(newPhone);
  await form.getByLabel('Gender').selectOption('Female');
  await form.getByLabel('Date of Birth').fill('1992-03-14');
  await form.getByRole('button', { name: 'Save changes' }).click();

  await expect(page.getByText('Your details have been saved.')).toBeVisible();
  await expect(form).toHaveCount(0);
  // The read-only view: each value (dd) right after its label (dt).
  const field = (label: string) => panel.locator(`dt:text-is("${label}") + dd`);
  await expect(field('First Name')).toHaveText('Maryam');
  await expect(field('Last Name')).toHaveText('Al Falasi');
  await expect(field('Phone Number')).toHaveText(newPhone);
  await expect(field('Gender')).toHaveText('Female');
  await expect(field('Date of Birth')).toHaveText('14 March 1992');

  // Kept by the server: a reload shows the same.
  await page.reload();
  await expect(field('First Name')).toHaveText('Maryam');
  await expect(field('Phone Number')).toHaveText(newPhone);
});

/** Issue 21: change the password with the current one; only then does the new one log in. */
test('a customer changes the password in Sign-in details and logs in with the new one', async ({
  page,
  customer,
  request,
}) => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change password' }).click();
  const form = page.getByRole('form', { name: 'Change password' });
  const newPassword = 'Falcon-Creek-42';

  // A wrong current password is refused next to its field; nothing changes.
  await form.getByLabel('Current password', { exact: true }).fill('not-my-password');
  await form.getByLabel('New password', { exact: true }).fill(newPassword);
  await form.getByLabel('Confirm new password', { exact: true }).fill(newPassword);
  await form.getByRole('button', { name: 'Change password' }).click();
  const current = form.getByLabel('Current password', { exact: true });
  await expect(current).toHaveAttribute('aria-invalid', 'true');
  await expect(current).toHaveAccessibleDescription(/The current password is incorrect\./);

  await current.fill(customer.password);
  await form.getByRole('button', { name: 'Change password' }).click();
  await expect(
    page.getByText('Your password has been changed. Your other devices have been signed out.'),
  ).toBeVisible();
  await expect(form).toHaveCount(0);
  // This device stays signed in.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();

  const login = (password: string) =>
    request.post('/api/auth/login', { data: { email: customer.email, password } });
  expect((await login(customer.password)).status()).toBe(401);
  expect((await login(newPassword)).status()).toBe(200);
});

/** Issue 21: a new address takes effect only once its link is opened. */
test('a customer changes the e-mail address; it changes when the new address confirms it', async ({
  page,
  customer,
}) => {
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Change email' }).click();
  const form = page.getByRole('form', { name: 'Change email address' });
  const newEmail = `moved.${Date.now()}@example.com`;
  await form.getByLabel('New email address').fill(newEmail);
  await form.getByLabel('Current password', { exact: true }).fill(customer.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  // Not yet: the account keeps its address until the new one is confirmed.
  await expect(page.getByRole('tabpanel').getByText(customer.email).first()).toBeVisible();

  let link = '';
  await expect(async () => {
    const [mail] = await mailsTo(newEmail);
    link = /(\/user\/verify-email#token=[\w-]{43})/.exec(mail ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass();
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'Your email address is' })).toHaveText(
    `Your email address is now ${newEmail}, and it is confirmed.`,
  );
  await page.goto('/profile');
  await expect(page.getByRole('tabpanel').getByText(newEmail).first()).toBeVisible();
});
