import { expect, test } from './support/customer.ts';
import { mailsTo } from './support/mail.ts';
import { placeOrder } from './support/orders.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

test('a cash order: staff ship it with a tracking number, the customer sees it and gets the e-mail', async ({
  page,
  browser,
  request,
  customer,
}) => {
  // The customer orders with cash on delivery.
  const order = await placeOrder(request, customer);

  // Staff find it, mark it processing, then shipped with a tracking number.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await useStaffSession(staff, await logInOwner(request));
  await staff.goto('/admin/orders');
  await staff.getByLabel('Search orders').fill(order.number);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name: order.number }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText(order.number);
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Pending');
  await staff.getByRole('button', { name: 'Mark processing' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Processing');
  await staff.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = staff.getByRole('dialog', { name: 'Mark shipped' });
  await dialog.getByRole('button', { name: 'Mark shipped and e-mail the customer' }).click();
  await expect(dialog.getByText('Enter the tracking number.')).toBeVisible();
  await dialog.getByLabel('Carrier').fill('Aramex');
  await dialog.getByLabel('Tracking number').fill('AX-4455667788');
  await dialog.getByRole('button', { name: 'Mark shipped and e-mail the customer' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Shipped');
  await expect(
    staff.getByText('Shipped with Aramex, tracking number AX-4455667788.'),
  ).toBeVisible();
  await staffContext.close();

  // The customer sees it in My Orders and in the order's details.
  await page.goto('/profile?tab=orders');
  const row = page.getByRole('list', { name: 'Orders' }).getByRole('listitem');
  await expect(row.getByText('Shipped', { exact: true })).toBeVisible();
  await expect(row.getByText('AX-4455667788')).toBeVisible();
  await expect(row.getByText('(Aramex)')).toBeVisible();
  await row.getByRole('button', { name: /View Details/ }).click();
  await expect(page.getByRole('dialog').getByText('AX-4455667788')).toBeVisible();

  // And has the e-mail.
  await expect
    .poll(async () =>
      (await mailsTo(customer.email)).some((mail) => mail.includes('AX-4455667788')),
    )
    .toBe(true);
  const shippedMail = (await mailsTo(customer.email)).find((mail) =>
    mail.includes('AX-4455667788'),
  )!;
  expect(shippedMail).toContain(`Subject: Your order ${order.number} has shipped`);
  expect(shippedMail).toContain('Carrier: Aramex');
});
