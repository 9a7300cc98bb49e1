import { mailsTo } from './support/mail.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';
import { expect, test } from './support/test.ts';

/** A Dubai day `days` from now: YYYY-MM-DD, and as the e-mail writes it ("Fri 4 Dec 2026"). */
function dubaiDay(days: number) {
  const when = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  const iso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dubai' }).format(when);
  const text = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .format(new Date(`${iso}T00:00:00Z`))
    .replace(',', '');
  const long = new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${iso}T00:00:00Z`));
  return { iso, text, long };
}

test('a visitor books grooming, staff confirm it with a date and time, the customer gets the e-mail', async ({
  page,
  browser,
  request,
}) => {
  const email = `visitor${Date.now()}@example.ae`;

  // A visitor books through the site's form.
  await page.goto('/booking');
  const form = page.getByRole('form', { name: 'Book Now' });
  await form.getByLabel('Full Name').fill('Hind Al Falasi');
  await form.getByLabel('Phone Number').fill('+971 55 765 4321');
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Pet Type').selectOption('Dog');
  await form.getByRole('radio', { name: 'Full Groom' }).check();
  await form.getByRole('button', { name: 'Book Appointment' }).click();
  await expect(form.getByRole('status')).toHaveText(
    "Booking Request Received! We'll contact you soon to confirm the details.",
  );

  // Staff find it in the back office, as New.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useStaffSession(staff, await logInOwner(request));
  await staff.goto('/admin/bookings');
  await staff.getByLabel('Search bookings').fill(email);
  await staff.getByRole('button', { name: 'Search' }).click();
  const row = staff.getByRole('row').filter({ hasText: email });
  await expect(row.getByText('New', { exact: true })).toBeVisible();
  const link = row.getByRole('link', { name: /^BK-/ });
  const reference = (await link.textContent())!;
  await link.click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(reference);

  // They confirm it with a date and time, in a dialog.
  const day = dubaiDay(8);
  await staff.getByRole('button', { name: 'Confirm', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: 'Confirm the booking' });
  await dialog.getByLabel('Date and time (Dubai)').fill(`${day.iso}T15:30`);
  await dialog.getByRole('button', { name: 'Confirm and e-mail the customer' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Confirmed');
  await expect(staff.getByText(`${day.long} at 15:30`)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Complete' })).toBeVisible();

  // The notes are kept.
  await staff
    .getByLabel('Staff notes', { exact: true })
    .fill('Large golden retriever, bring the big table.');
  await staff.getByRole('button', { name: 'Save notes' }).click();
  await expect(staff.getByText('Notes saved.')).toBeVisible();
  await staff.reload();
  await expect(staff.getByLabel('Staff notes', { exact: true })).toHaveValue(
    'Large golden retriever, bring the big table.',
  );
  await staffContext.close();

  // The customer has the confirmation with the time in Dubai.
  await expect
    .poll(async () => (await mailsTo(email)).some((mail) => mail.includes('is confirmed for')))
    .toBe(true);
  const confirmation = (await mailsTo(email)).find((mail) => mail.includes('is confirmed for'))!;
  expect(confirmation).toContain(
    `Subject: Your grooming appointment ${reference} is confirmed for ${day.text} at 3:30 PM`,
  );
  expect(confirmation).toContain(`Date and time: ${day.text} at 3:30 PM (Dubai time)`);
  expect(confirmation).not.toContain('golden retriever');
});
