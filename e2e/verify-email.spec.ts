import { expect, test } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';

/** Issue 21: the link sent on registration confirms the address, and the reminder goes away. */
test('a customer confirms the e-mail address from the written mail and the banner disappears', async ({
  page,
  customer,
}) => {
  // Above the shop's other pages too, until hidden for the visit.
  await page.goto('/store');
  const banner = page.getByRole('region', { name: 'E-mail confirmation' });
  await expect(banner).toContainText('Please confirm your e-mail address');
  await banner.getByRole('button', { name: 'Hide this reminder' }).click();
  await expect(banner).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The account page keeps it in its own place.
  await page.goto('/profile');
  await expect(banner).toContainText('Please confirm your e-mail address');
  await expect(banner.getByRole('button', { name: 'Resend link' })).toBeVisible();

  let link = '';
  await expect(async () => {
    const [mail] = await mailsTo(customer.email);
    link = /(\/user\/verify-email#token=[\w-]{43})/.exec(mail ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
  }).toPass();

  await page.goto(link);
  await expect(page).toHaveTitle(/Confirm your email address/);
  await expect(page.getByRole('status').filter({ hasText: 'Thank you' })).toHaveText(
    'Thank you: your email address is confirmed.',
  );
  await page.getByRole('link', { name: 'Go to my account' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Account' })).toBeVisible();
  await expect(page.getByText('(confirmed)')).toBeVisible();
  await expect(banner).toHaveCount(0);

  // The link worked once.
  await page.goto(link);
  await expect(page.getByRole('alert')).toHaveText(
    'This link has expired or has already been used. Please ask for a new one.',
  );
});
