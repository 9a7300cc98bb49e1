import { STOCK_ALERT_MESSAGES } from '@petshop/contracts/reviews';
import type { APIRequestContext } from '@playwright/test';
import { registerAndLogIn, useSession } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';
import { expect, test } from './support/test.ts';

test.use({ viewport: { width: 390, height: 844 } });

/** A product of one size with no stock, made by staff through the back office's API. */
async function soldOutProduct(request: APIRequestContext, headers: Record<string, string>) {
  const reference = (await (await request.get('/api/admin/reference', { headers })).json()) as {
    productTypes: { id: number }[];
  };
  const unique = Date.now();
  const created = await request.post('/api/admin/products', {
    headers,
    data: {
      name: `Marina Salmon Bites ${unique}`,
      sku: `MSB-${unique}`,
      description: 'Salmon treats for cats.',
      about: '',
      benefits: [],
      price: 18,
      offerPrice: null,
      packaging: 'Pouch',
      petTypes: ['CAT'],
      productTypeId: reference.productTypes[0]!.id,
      sizes: [{ name: '200 g', price: null, offerPrice: null, skuSuffix: null, stock: 0 }],
      attributes: [],
      isActive: true,
      lowStockThreshold: 1,
    },
  });
  expect(created.status()).toBe(201);
  const { product } = (await created.json()) as {
    product: { id: number; name: string; sizes: { id: number }[] };
  };
  return product;
}

test('a visitor on a phone waits for a sold-out product and gets exactly one mail when staff restock it', async ({
  page,
  browser,
  request,
}) => {
  const owner = await logInOwner(request);
  const headers = { Authorization: `Bearer ${owner.token}` };
  const product = await soldOutProduct(request, headers);
  const email = `visitor.${Date.now()}@example.com`;

  // The visitor asks to be told.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await page.getByRole('button', { name: "Notify me when it's back" }).click();
  const field = page.getByLabel('Your e-mail');
  await expect(field).toBeFocused();
  await field.fill('not-an-address');
  await page.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(page.getByText('The email must be a valid email address.')).toBeVisible();
  await field.fill(email);
  await page.getByRole('button', { name: "Notify me when it's back" }).click();
  await expect(page.getByText(STOCK_ALERT_MESSAGES.waiting(email))).toBeVisible();
  // Nothing on the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The back office shows the restocking hint, on the list and on the product.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  await useStaffSession(staff, owner);
  await staff.goto(`/admin/products?search=${encodeURIComponent(product.name)}`);
  const row = staff.getByRole('row').filter({ hasText: product.name });
  await expect(row.getByText('1 waiting')).toBeVisible();
  await staff.goto(`/admin/products/${product.id}`);
  await expect(staff.getByText('1 waiting', { exact: true })).toBeVisible();
  await staffContext.close();

  // Staff receive 6 units.
  const restocked = await request.post(
    `/api/admin/products/${product.id}/sizes/${product.sizes[0]!.id}/stock-adjustments`,
    { headers, data: { delta: 6, reason: 'received' } },
  );
  expect(restocked.status()).toBe(201);

  await expect.poll(async () => (await mailsTo(email)).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await mailsTo(email);
  expect(mail).toContain(`Subject: ${product.name} is back in stock`);

  // Another stock change later sends nothing more: the alert ended with its mail.
  const more = await request.post(
    `/api/admin/products/${product.id}/sizes/${product.sizes[0]!.id}/stock-adjustments`,
    { headers, data: { delta: 1, reason: 'received' } },
  );
  expect(more.status()).toBe(201);
  await page.waitForTimeout(3000);
  expect(await mailsTo(email)).toHaveLength(1);

  // The mail's link opens a page that does nothing until its button is pressed.
  const link = /https?:\/\/\S+(\/unsubscribe\?alert=[\w-]+)/.exec(mail!)?.[1];
  expect(link, mail).toBeTruthy();
  await page.goto(link!);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Stop this back-in-stock alert?' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Stop this alert' }).click();
  await expect(page.getByText(STOCK_ALERT_MESSAGES.alreadySent)).toBeVisible();

  // The product page offers it again: the button is gone, Add to cart is back.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toBeEnabled();
  await expect(page.getByRole('button', { name: "Notify me when it's back" })).toHaveCount(0);
});

test("a customer waits with one click, sees it on return, and the mail's link stops such mails", async ({
  page,
  browser,
  request,
}) => {
  const owner = await logInOwner(request);
  const headers = { Authorization: `Bearer ${owner.token}` };
  const product = await soldOutProduct(request, headers);
  const customer = await registerAndLogIn(request);
  await useSession(page, customer);

  await page.goto(`/product/${product.id}`);
  await expect(page.getByLabel('Your e-mail')).toHaveCount(0);
  await page.getByRole('button', { name: "Notify me when it's back" }).click();
  const waiting = page.getByText(STOCK_ALERT_MESSAGES.waiting(customer.email));
  await expect(waiting).toBeVisible();
  await page.reload();
  await expect(waiting).toBeVisible();

  const restocked = await request.post(
    `/api/admin/products/${product.id}/sizes/${product.sizes[0]!.id}/stock-adjustments`,
    { headers, data: { delta: 2, reason: 'received' } },
  );
  expect(restocked.status()).toBe(201);
  await expect
    .poll(async () => (await mailsTo(customer.email)).filter((m) => m.includes('back in stock')))
    .toHaveLength(1);
  const mail = (await mailsTo(customer.email)).find((m) => m.includes('back in stock'))!;
  const link = /https?:\/\/\S+(\/unsubscribe\?token=[\w-]+&list=back_in_stock)/.exec(mail)?.[1];
  expect(link, mail).toBeTruthy();

  // Opened in a browser without the session: no login needed.
  const elsewhere = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const mailApp = await elsewhere.newPage();
  await mailApp.goto(link!);
  await expect(
    mailApp.getByRole('heading', { level: 1, name: 'Stop e-mails: Back-in-stock alerts?' }),
  ).toBeVisible();
  await mailApp.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(mailApp.getByText('You will no longer get back-in-stock e-mails.')).toBeVisible();
  await elsewhere.close();
  const preferences = await request.get('/api/profile/mail-preferences', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(((await preferences.json()) as { back_in_stock: boolean }).back_in_stock).toBe(false);
});
