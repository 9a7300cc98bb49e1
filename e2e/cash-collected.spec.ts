import type { ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import { expect, test } from './support/customer.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

test('staff mark a cash order delivered, then "Cash collected": the customer sees it paid', async ({
  page,
  browser,
  request,
  customer,
}) => {
  // The customer orders with cash on delivery.
  const list = (await (
    await request.get('/api/get-filtered-products')
  ).json()) as ProductListResponse;
  const { product } = (await (
    await request.get(`/api/get-product-details/${list.products.data[0]!.id}`)
  ).json()) as ProductDetailsResponse;
  const size = product.product_sizes.find((s) => s.stock > 1)!;
  const headers = { Authorization: `Bearer ${customer.token}` };
  await request.post('/api/cart/add', {
    headers,
    data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
  });
  const placed = await request.post('/api/orders', {
    headers,
    data: {
      payment_method: 'cod',
      customer_info: { name: customer.name, email: customer.email, phone: customer.phone },
      delivery_address: {
        street: 'Al Jaddaf Street',
        houseNumber: 'Villa 12',
        city: 'Dubai',
        country: 'United Arab Emirates',
      },
    },
  });
  expect(placed.status()).toBe(201);
  const { order } = (await placed.json()) as { order: { id: number; order_number: string } };

  // It is on its way (processing, then shipped with a tracking number).
  const owner = await logInOwner(request);
  const staffHeaders = { Authorization: `Bearer ${owner.token}` };
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Shop delivery', trackingNumber: 'SD-1001' },
  ]) {
    const moved = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers: staffHeaders,
      data: body,
    });
    expect(moved.status()).toBe(200);
  }

  // Staff mark it delivered; the page then offers the cash collection.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useStaffSession(staff, owner);
  await staff.goto(`/admin/orders/${order.id}`);
  const title = staff.getByRole('heading', { level: 1 });
  await expect(title).toContainText(order.order_number);
  const payment = staff.getByRole('region', { name: 'Payment' });
  await expect(payment).toContainText('Cash on delivery · To pay on delivery');
  await expect(staff.getByRole('button', { name: 'Cash collected' })).toHaveCount(0);
  await staff.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(title).toContainText('Delivered');
  await staff.getByRole('button', { name: 'Cash collected' }).click();
  await expect(payment).toContainText('Cash on delivery · Paid');
  await expect(staff.getByText(/^Cash collected: AED [\d,.]+\.$/)).toBeVisible();
  await expect(staff.getByRole('button', { name: 'Cash collected' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Cash not collected' })).toHaveCount(0);
  await staffContext.close();

  // The customer's My Orders shows it paid.
  await page.goto('/profile?tab=orders');
  const row = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: order.order_number });
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('region', { name: 'Payment' })).toContainText('Status:Paid');
  await expect(details.getByText('Total Paid')).toBeVisible();
});
