import type { ProductListResponse } from '@petshop/contracts';
import { expect, test } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';
import { payCartByCard } from './support/orders.ts';
import { logInOwner, useStaffSession, type StaffLogin } from './support/staff.ts';

const REASON =
  'Only the owner, or staff with the permission "Refunds and cancelling paid orders", can refund or cancel a paid order.';

test('the owner grants refunds to a staff member, who could not refund before', async ({
  page,
  browser,
  request,
  baseURL,
  customer,
}) => {
  test.setTimeout(90_000);
  const owner = await logInOwner(request);
  const asOwner = { Authorization: `Bearer ${owner.token}` };

  // The owner adds Omar: he is e-mailed the link, and sets his password with it.
  const email = `omar.${Date.now()}@e2e.petshop.test`;
  const created = await request.post('/api/admin/staff', {
    headers: asOwner,
    data: { name: 'Omar Haddad', email, role: 'staff' },
  });
  expect(created.status()).toBe(201);
  const { link } = (await created.json()) as { link: string };
  await expect
    .poll(async () => (await mailsTo(email)).find((mail) => mail.includes(link)) ?? '')
    .toContain('Subject: You are invited to the');
  const token = new URL(link).hash.replace('#token=', '');
  const session = await request.post('/api/admin/auth/set-password', {
    data: { token, password: 'counter-staff-2026' },
  });
  expect(session.status()).toBe(200);
  const omar = (await session.json()) as StaffLogin;

  // A customer's card order, paid on the simulated provider's page.
  const list = (await (
    await request.get('/api/get-filtered-products')
  ).json()) as ProductListResponse;
  const headers = { Authorization: `Bearer ${customer.token}` };
  const product = list.products.data.find((item) =>
    item.product_sizes.some((size) => size.stock > 2),
  )!;
  const size = product.product_sizes.find((each) => each.stock > 2)!;
  const added = await request.post('/api/cart/add', {
    headers,
    data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
  });
  expect(added.ok()).toBe(true);
  const { orderId } = await payCartByCard(request, customer, baseURL);

  // Omar, on his phone, sees why he may not refund or cancel it.
  const omarContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const omarPage = await omarContext.newPage();
  await useStaffSession(omarPage, omar);
  await omarPage.goto(`/admin/orders/${orderId}`);
  const refundButton = omarPage.getByRole('button', { name: 'Refund', exact: true });
  await expect(refundButton).toBeDisabled();
  await expect(refundButton).toHaveAccessibleDescription(REASON);
  await expect(omarPage.getByRole('button', { name: 'Cancel order' })).toBeDisabled();
  await expect(omarPage.getByText(REASON)).toBeVisible();

  // The owner ticks "Refunds and cancelling paid orders" for Omar on the staff screen.
  await useStaffSession(page, owner);
  await page.goto('/admin/staff');
  const row = page.getByRole('row', { name: /Omar Haddad/ });
  await expect(row).toContainText('Two-factor sign-in off');
  const box = row.getByRole('checkbox', {
    name: 'Refunds and cancelling paid orders for Omar Haddad',
  });
  await expect(box).not.toBeChecked();
  await box.check();
  await expect(box).toBeChecked();
  await page.reload();
  await expect(
    page
      .getByRole('row', { name: /Omar Haddad/ })
      .getByRole('checkbox', { name: 'Refunds and cancelling paid orders for Omar Haddad' }),
  ).toBeChecked();

  // Omar's page follows: he refunds AED 1.00 of the order.
  await omarPage.reload();
  await expect(refundButton).toBeEnabled();
  await expect(omarPage.getByText(REASON)).toHaveCount(0);
  await refundButton.click();
  const panel = omarPage.getByRole('dialog', { name: 'Refund' });
  await panel.getByLabel('An amount').check();
  await panel.getByLabel('Amount (AED)').fill('1');
  await panel.getByLabel('Reason').fill('Goodwill for a late delivery');
  await panel.getByRole('button', { name: 'Refund AED 1.00' }).click();
  await expect(omarPage.getByText('Refunded AED 1.00 to the card.')).toBeVisible();
  await omarContext.close();
});
