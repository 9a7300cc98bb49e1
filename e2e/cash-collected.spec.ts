import { expect, test } from './support/customer.ts';
import { placeOrder } from './support/orders.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

test('staff mark a cash order delivered, then "Cash collected": the customer sees it paid', async ({
  page,
  browser,
  request,
  customer,
}) => {
  // The customer orders with cash on delivery.
  const order = await placeOrder(request, customer);

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
  await expect(title).toContainText(order.number);
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
    .filter({ hasText: order.number });
  await expect(row.getByText('Delivered', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: /View Details/ }).click();
  const details = page.getByRole('dialog');
  await expect(details.getByRole('region', { name: 'Payment' })).toContainText('Status:Paid');
  await expect(details.getByText('Total Paid')).toBeVisible();
});
