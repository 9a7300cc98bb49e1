import { expect, type APIRequestContext } from '@playwright/test';
import type {
  OrderListResponse,
  ProductDetailsResponse,
  ProductListResponse,
} from '@petshop/contracts';
import { registerAndLogIn, test, useSession, type Customer } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';
import { fillCheckout } from './support/orders.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

/**
 * Coupons at checkout (issue 32), on a phone's width: the owner makes a coupon (the back office's
 * API), a customer applies it in the order summary, sees the discount, pays the discounted total
 * by card (the simulated provider) and finds the discount in the order details and the e-mail.
 */

const bearer = (customer: Customer) => ({ Authorization: `Bearer ${customer.token}` });
const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** An active product with a size of at least 3 units in stock. */
async function productInStock(request: APIRequestContext) {
  for (let page = 1; page <= 10; page += 1) {
    const list = (await (
      await request.get(`/api/get-filtered-products?page=${page}`)
    ).json()) as ProductListResponse;
    for (const summary of list.products.data) {
      const { product } = (await (
        await request.get(`/api/get-product-details/${summary.id}`)
      ).json()) as ProductDetailsResponse;
      const size = product.product_sizes.find((s) => s.stock >= 3);
      if (size) return { product, size };
    }
    if (page >= list.products.last_page) break;
  }
  throw new Error('The demo catalog has no product with enough stock');
}

test.use({ viewport: { width: 390, height: 844 } });

test('a customer applies a coupon at checkout, pays the discounted total by card and sees the discount', async ({
  page,
  request,
  customer,
}) => {
  const owner = await logInOwner(request);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/admin/coupons', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: { code, kind: 'percent', percent: 10 },
  });
  expect(created.status(), await created.text()).toBe(201);

  const { product, size } = await productInStock(request);
  const added = await request.post('/api/cart/add', {
    headers: bearer(customer),
    data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);

  await page.goto('/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const before = (await page.getByTestId('checkout-total').textContent())!;

  // A code that does not exist says so under the field, and changes nothing.
  await summary.getByLabel('Coupon code').fill('NOT-A-CODE');
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByRole('alert')).toHaveText(
    'This coupon code does not exist. Check it and try again.',
  );
  await expect(page.getByTestId('checkout-total')).toHaveText(before);

  // The real one, typed in lower case.
  await summary.getByLabel('Coupon code').fill(code.toLowerCase());
  await summary.getByRole('button', { name: 'Apply' }).click();
  await expect(summary.getByText(`${code} applied`)).toBeVisible();
  const check = await request.post('/api/coupons/check', {
    headers: bearer(customer),
    data: { code },
  });
  const priced = (await check.json()) as { discount: number; total: number };
  await expect(summary.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByTestId('checkout-discount')).toHaveText(`−${aed(priced.discount)}`);
  await expect(page.getByTestId('checkout-total')).toHaveText(aed(priced.total));
  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await fillCheckout(page, customer);
  await page.getByRole('button', { name: `Pay ${aed(priced.total)}` }).click();
  await expect(page).toHaveURL(/\/payments\/simulated\//);
  // The provider charges the discounted total.
  await expect(page.getByRole('heading', { name: `Pay ${aed(priced.total)}` })).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeVisible();
  const confirmation = page.getByRole('region', { name: 'Order Summary' });
  await expect(confirmation.getByText(`-${aed(priced.discount)}`)).toBeVisible();

  const list = await request.get('/api/orders', { headers: bearer(customer) });
  const [order] = ((await list.json()) as OrderListResponse).data;
  expect(order).toMatchObject({ discount: priced.discount, total: priced.total });

  // My Orders: the details show the discount.
  await page.goto('/profile?tab=orders');
  const row = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await row.getByRole('button', { name: /View Details/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Discount', { exact: true })).toBeVisible();
  await expect(dialog.getByText(`-${aed(priced.discount)}`)).toBeVisible();

  // The order's e-mail names the coupon and its discount.
  await expect
    .poll(async () =>
      (await mailsTo(customer.email)).some((mail) => mail.includes(order!.order_number)),
    )
    .toBe(true);
  const mail = (await mailsTo(customer.email)).find((text) => text.includes(order!.order_number))!;
  expect(mail).toContain(`Discount (${code}): -${aed(priced.discount)}`);
  expect(mail).toContain(aed(priced.total));

  // Staff see the use: in the coupons' list, and the order on the coupon's page.
  await useStaffSession(page, owner);
  await page.goto(`/admin/coupons?q=${code}`);
  const couponLink = page.getByRole('link', { name: code, exact: true });
  await expect(couponLink).toBeVisible();
  await couponLink.click();
  const use = page.getByRole('row').filter({ hasText: order!.order_number });
  await expect(use.getByRole('link', { name: order!.order_number })).toBeVisible();
  await expect(use).toContainText(aed(priced.discount));
});

test('a welcome coupon waits in a new customer’s My Coupons and goes to checkout from there', async ({
  page,
  request,
}) => {
  const owner = await logInOwner(request);
  const code = `HELLO${Date.now().toString(36).toUpperCase()}`;
  const created = await request.post('/api/admin/coupons', {
    headers: { authorization: `Bearer ${owner.token}` },
    data: {
      code,
      kind: 'fixed',
      amount: 5,
      description: 'Welcome to Best Pet Shop',
      grantedOnly: true,
      grantOnRegistration: true,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const couponId = ((await created.json()) as { id: number }).id;

  try {
    const customer = await registerAndLogIn(request, 'Salma Welcome');
    const { product, size } = await productInStock(request);
    const added = await request.post('/api/cart/add', {
      headers: bearer(customer),
      data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    await useSession(page, customer);

    // The account summary counts it; My Coupons shows it with its terms.
    await page.goto('/profile');
    await expect(page.getByRole('button', { name: /Active Coupons/ })).toContainText('1');
    await page.goto('/profile?tab=coupons');
    const coupons = page.getByRole('list', { name: 'Coupons' });
    await expect(coupons.getByText(code)).toBeVisible();
    await expect(coupons.getByText('Welcome to Best Pet Shop')).toBeVisible();
    await expect(coupons.getByText('AED 5.00 off')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Use at checkout: the cart, then the checkout's field holds the code, ready to apply.
    await coupons.getByRole('link', { name: 'Use at checkout' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByLabel('Coupon code')).toHaveValue(code);
    await summary.getByRole('button', { name: 'Apply' }).click();
    await expect(summary.getByText(`${code} applied`)).toBeVisible();
    await expect(page.getByTestId('checkout-discount')).toHaveText(`−${aed(5)}`);
  } finally {
    // Later tests' new customers get no welcome coupon.
    await request.patch(`/api/admin/coupons/${couponId}`, {
      headers: { authorization: `Bearer ${owner.token}` },
      data: { grantOnRegistration: false },
    });
  }
});
