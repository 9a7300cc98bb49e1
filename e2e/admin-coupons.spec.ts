import type { Page } from '@playwright/test';
import { registerAndLogIn } from './support/customer.ts';
import { expect, logInOwner, test, useStaffSession } from './support/staff.ts';

const PHONE = 390;
test.use({ viewport: { width: PHONE, height: 844 } });

/** Nothing wider than the phone: no sideways scrolling of the page. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE);
}

const uniqueCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}`;

test('on a phone, the owner creates a 10% coupon with a minimum and an end date, listed as active', async ({
  page,
  request,
}) => {
  await useStaffSession(page, await logInOwner(request));
  const code = uniqueCode('SUMMER');
  const nextYear = new Date().getUTCFullYear() + 1;

  await page.goto('/admin/coupons');
  await expect(page.getByRole('heading', { name: 'Coupons', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await expect(page.getByRole('heading', { name: 'New coupon', level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code.toLowerCase());
  await expect(page.getByRole('combobox', { name: 'Discount' })).toHaveValue('percent');
  await page.getByRole('textbox', { name: 'Percent off', exact: true }).fill('10');
  await page.getByLabel('Minimum subtotal (AED)').fill('100');
  await page.getByLabel('Valid until').fill(`${nextYear}-12-31`);
  // Limited to one product, found by its name.
  await page.getByLabel('Find a product').fill('kibble');
  const found = page.getByRole('list', { name: 'Products found' }).getByRole('button').first();
  const productName = /^Add (.+) \(/.exec((await found.textContent())!)![1]!;
  await found.click();
  const chosen = page.getByRole('list', { name: 'Products of the coupon' });
  await expect(chosen.getByText(productName)).toBeVisible();
  await page.getByRole('button', { name: 'Create coupon' }).click();

  await expect(page.getByText(`Coupon ${code.toLowerCase()} was created.`)).toBeVisible();
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toContainText(code.toLowerCase());
  await expect(title).toContainText('Active');
  await expect(page.getByText(`10% off · Until 31 December ${nextYear}`)).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Products of the coupon' }).getByText(productName),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The same code in capitals is the same code: refused, with the reason by the field.
  await page.getByRole('link', { name: '← Coupons' }).click();
  await page.getByRole('link', { name: 'New coupon' }).click();
  await page.getByRole('textbox', { name: 'Code', exact: true }).fill(code);
  await page.getByRole('textbox', { name: 'Percent off', exact: true }).fill('5');
  await page.getByRole('button', { name: 'Create coupon' }).click();
  await expect(
    page.getByText(
      `The code ${code} is already used by the coupon ${code.toLowerCase()}: codes are the same whatever the case.`,
    ),
  ).toBeVisible();
  // The unsaved form is discarded (asked first), then the list is searched for the code.
  await page.getByRole('button', { name: 'Discard' }).click();
  await page.getByRole('button', { name: 'Discard changes' }).click();
  await page.getByRole('link', { name: '← Coupons' }).click();
  await page.getByLabel('Search coupons').fill(code);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`q=${code}`));

  const row = page.getByRole('row').filter({ hasText: code.toLowerCase() });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('10% off', { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the owner gives a coupon to a customer by e-mail', async ({ page, request }) => {
  const login = await logInOwner(request);
  const customer = await registerAndLogIn(request, 'Layla Mansour');
  const code = uniqueCode('GIFT');
  const created = await request.post('/api/admin/coupons', {
    headers: { authorization: `Bearer ${login.token}` },
    data: { code, kind: 'fixed', amount: 25, grantedOnly: true },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };

  await useStaffSession(page, login);
  await page.goto(`/admin/coupons/${id}`);
  const grants = page.getByRole('region', { name: 'Given to customers' });
  await expect(grants.getByText('This coupon was not given to anyone.')).toBeVisible();

  await grants.getByLabel("Customer's e-mail").fill('nobody.here@example.com');
  await grants.getByRole('button', { name: 'Give to a customer' }).click();
  await expect(
    grants.getByText('No customer has the e-mail address nobody.here@example.com.'),
  ).toBeVisible();

  await grants.getByLabel("Customer's e-mail").fill(customer.email);
  await grants.getByRole('button', { name: 'Give to a customer' }).click();
  await expect(page.getByText(`${code} was given to Layla Mansour.`)).toBeVisible();
  const list = grants.getByRole('list', { name: 'Customers given the coupon' });
  await expect(list.getByRole('link', { name: 'Layla Mansour' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Given to', exact: true })).toContainText(
    '1 customer',
  );
  await expectNoSidewaysScroll(page);
});
