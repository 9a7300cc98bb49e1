import { expect, test } from './support/customer.ts';
import { placeOrder } from './support/orders.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

test('orders in bulk: marked processing with an answer per order, their packing slips printed without prices, the picking list', async ({
  browser,
  request,
  customer,
}) => {
  const first = await placeOrder(request, customer, 'Leave with the guard');
  const second = await placeOrder(request, customer, 'Call first');

  const context = await browser.newContext();
  const staff = await context.newPage();
  await useStaffSession(staff, await logInOwner(request));
  await staff.goto('/admin/orders');
  await staff.getByLabel('Search orders').fill(customer.email);
  await staff.getByRole('button', { name: 'Search' }).click();
  await expect(staff.getByRole('link', { name: first.number })).toBeVisible();
  await staff.getByLabel(`Choose ${first.number}`).check();
  await staff.getByLabel(`Choose ${second.number}`).check();
  const bar = staff.getByRole('region', { name: 'Bulk actions' });
  await expect(bar).toContainText('2 orders chosen');
  await bar.getByRole('button', { name: 'Mark processing' }).click();
  // The answer stays on the list; a toast says it too.
  const outcome = staff.getByRole('main').getByRole('status');
  const toasts = staff.getByRole('status', { name: 'Notifications' });
  await expect(outcome).toContainText('2 orders marked processing.');
  await expect(toasts.getByText('2 orders marked processing.')).toBeVisible();

  // Once more: both are already processing, so each is refused with its reason.
  await staff.getByLabel('Choose every order on this page').check();
  await bar.getByRole('button', { name: 'Mark processing' }).click();
  await expect(outcome).toContainText('2 were not changed:');
  await expect(toasts.getByText('2 were not changed: the list says why.')).toBeVisible();
  await expect(outcome).toContainText(`${first.number}: This order is already Processing.`);

  await staff.getByLabel('Choose every order on this page').check();
  await bar.getByRole('link', { name: 'Print packing slips' }).click();
  const firstSlip = staff.getByRole('article', { name: `Packing slip ${first.number}` });
  await expect(firstSlip).toBeVisible();
  await expect(firstSlip).toContainText(first.product);
  await expect(firstSlip).toContainText('Leave with the guard');
  await expect(firstSlip).toContainText('Villa 12');
  await expect(staff.getByRole('article', { name: `Packing slip ${second.number}` })).toContainText(
    'Call first',
  );
  await expect(staff.locator('main')).not.toContainText('AED');

  // The order page links its own slip beside the invoice.
  await staff.goto('/admin/orders');
  await staff.getByLabel('Search orders').fill(first.number);
  await staff.getByRole('button', { name: 'Search' }).click();
  await staff.getByRole('link', { name: first.number }).click();
  await staff.getByRole('link', { name: 'Packing slip' }).click();
  await expect(staff.getByRole('heading', { name: `Packing slip ${first.number}` })).toBeVisible();

  await staff.goto('/admin/orders');
  await staff.getByRole('link', { name: 'Picking list' }).click();
  const picking = staff.getByRole('article', { name: /^Picking list/ });
  await expect(picking).toContainText(first.number);
  await expect(picking).toContainText(second.number);
  await expect(picking).toContainText(first.product);
  await context.close();
});

test('products in bulk: made active, then archived after a confirmation that names them', async ({
  browser,
  request,
}) => {
  const login = await logInOwner(request);
  const headers = { Authorization: `Bearer ${login.token}` };
  const reference = (await (await request.get('/api/admin/reference', { headers })).json()) as {
    productTypes: { id: number }[];
  };
  const unique = Date.now();
  const names = [`Bulk Kelp Chews ${unique}`, `Bulk Kelp Biscuits ${unique}`];
  for (const [index, name] of names.entries()) {
    const created = await request.post('/api/admin/products', {
      headers,
      data: {
        name,
        sku: `BULK-${unique}-${index}`,
        description: 'Kelp treats.',
        about: '',
        benefits: [],
        price: 20,
        offerPrice: null,
        packaging: 'Pouch',
        petTypes: ['DOG'],
        productTypeId: reference.productTypes[0]!.id,
        sizes: [{ name: 'One Size', price: null, offerPrice: null, skuSuffix: null, stock: 4 }],
        attributes: [],
        isActive: false,
        lowStockThreshold: 1,
      },
    });
    expect(created.status()).toBe(201);
  }
  const context = await browser.newContext();
  const staff = await context.newPage();
  await useStaffSession(staff, login);
  await staff.goto(`/admin/products?search=BULK-${unique}`);
  await expect(staff.getByRole('link', { name: names[0] })).toBeVisible();
  await staff.getByLabel('Choose every product on this page').check();
  const bar = staff.getByRole('region', { name: 'Bulk actions' });
  await bar.getByRole('button', { name: 'Make active' }).click();
  const outcome = staff.getByRole('main').getByRole('status');
  await expect(outcome).toContainText('2 products active.');
  await expect(
    staff.getByRole('status', { name: 'Notifications' }).getByText('2 products active.'),
  ).toBeVisible();
  await expect(staff.getByRole('row', { name: new RegExp(names[0]!) })).toContainText('Active');

  await staff.getByLabel('Choose every product on this page').check();
  await bar.getByRole('button', { name: 'Archive' }).click();
  const dialog = staff.getByRole('alertdialog', { name: 'Archive 2 products?' });
  await dialog.getByRole('button', { name: 'Archive' }).click();
  await expect(outcome).toContainText('2 products archived.');
  // Archived products leave the default list (active and draft).
  await expect(staff.getByText('No products match these filters.')).toBeVisible();
  await context.close();
});
