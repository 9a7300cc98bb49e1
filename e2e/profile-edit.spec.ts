import { expect, test } from './support/customer.ts';

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
