import type { ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import { expect, test } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';
import { payCartByCard } from './support/orders.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test('staff refund one line of a delivered card order on a phone; the customer sees it in My Orders', async ({
  page,
  browser,
  request,
  baseURL,
  customer,
}) => {
  // A whole order's life in two browsers: more than the default 30 s on a busy machine.
  test.setTimeout(90_000);
  // The customer buys two units of a product by card (the simulated provider's page).
  const list = (await (
    await request.get('/api/get-filtered-products')
  ).json()) as ProductListResponse;
  let product: ProductDetailsResponse['product'] | undefined;
  for (const item of list.products.data) {
    const details = (await (
      await request.get(`/api/get-product-details/${item.id}`)
    ).json()) as ProductDetailsResponse;
    if (details.product.product_sizes.some((size) => size.stock > 3)) {
      product = details.product;
      break;
    }
  }
  const size = product!.product_sizes.find((s) => s.stock > 3)!;
  const headers = { Authorization: `Bearer ${customer.token}` };
  const added = await request.post('/api/cart/add', {
    headers,
    data: { product_id: product!.id, product_size_id: size.id, quantity: 2 },
  });
  expect(added.ok()).toBe(true);
  const { orderId, order } = await payCartByCard(request, customer, baseURL);
  const unit = order.order_items[0]!.price;
  const name = size.name === 'One Size' ? product!.name : `${product!.name} (${size.name})`;

  // The owner takes it to delivered.
  const owner = await logInOwner(request);
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', trackingNumber: 'AX-99887766', carrier: 'Aramex' },
    { status: 'delivered' },
  ]) {
    const moved = await request.post(`/api/admin/orders/${orderId}/status`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: body,
    });
    expect(moved.status()).toBe(200);
  }

  // Staff, on a phone, refund one unit and put it back in stock.
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  await useStaffSession(staff, owner);
  await staff.goto(`/admin/orders/${orderId}`);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Delivered');
  await staff.getByRole('button', { name: 'Refund', exact: true }).click();
  const panel = staff.getByRole('dialog', { name: 'Refund' });
  await expect(panel).toContainText(`${aed(order.total)} of the ${aed(order.total)} paid`);
  const box = await panel.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  expect(await panel.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);

  await panel.getByLabel(`Units to refund of ${name}`).fill('1');
  await panel.getByLabel(`Put back in stock: ${name}`).check();
  await panel.getByLabel('Reason').fill('Bag arrived torn');
  const summary = panel.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText(`Refund ${aed(unit)} to the card.`);
  await expect(summary).toContainText(`${aed(order.total - unit)} stays refundable after this.`);
  await expect(summary).toContainText(`Back in stock: 1 × ${name}.`);
  await panel.getByRole('button', { name: `Refund ${aed(unit)}` }).click();
  await expect(panel).toBeHidden();
  await expect(staff.getByText(`Refunded ${aed(unit)} to the card.`)).toBeVisible();

  const refunds = staff.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText(`Refunded ${aed(unit)} of ${aed(order.total)}`);
  await expect(refunds).toContainText(`1 × ${name} (back in stock)`);
  await expect(refunds).toContainText('Reason: Bag arrived torn');
  await expect(
    staff.getByText(
      new RegExp(
        `^Refund of ${aed(unit)} to the card \\(re_sim_[\\w-]+\\): 1 × ${name.replace(/[()]/g, '\\$&')} \\(back in stock\\)\\. Reason: Bag arrived torn$`,
      ),
    ),
  ).toBeVisible();
  await expect(staff.getByText('Card · Partially refunded')).toBeVisible();
  await staffContext.close();

  // The customer sees the refund in My Orders.
  await page.goto('/profile?tab=orders');
  const row = page.getByRole('list', { name: 'Orders' }).getByRole('listitem').first();
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog', { name: `Order #${order.order_number}` });
  const customerRefunds = details.getByRole('region', { name: 'Refunds' });
  await expect(customerRefunds).toContainText(aed(unit));
  await expect(customerRefunds).toContainText('To the card');
  await expect(customerRefunds).toContainText(`1 × ${product!.name}`);
  await expect(details.getByText('Partially refunded')).toBeVisible();

  // And has the e-mail.
  await expect
    .poll(async () =>
      (await mailsTo(customer.email)).some((mail) =>
        mail.includes(`Subject: Refund of ${aed(unit)} for order ${order.order_number}`),
      ),
    )
    .toBe(true);
});
