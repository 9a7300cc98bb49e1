import type { APIRequestContext, Page } from '@playwright/test';
import type {
  OrderListResponse,
  ProductDetailsResponse,
  ProductListResponse,
} from '@petshop/contracts';
import { expect, test, type Customer } from './support/customer.ts';

/** Issue 21, decision 050: saved addresses in the profile, chosen and saved at checkout. */

const bearer = (customer: Customer) => ({ Authorization: `Bearer ${customer.token}` });

/** One unit of an in-stock product in the customer's cart, through the API. */
async function fillCart(request: APIRequestContext, customer: Customer) {
  const list = (await (
    await request.get('/api/get-filtered-products?page=1')
  ).json()) as ProductListResponse;
  for (const summary of list.products.data) {
    const { product } = (await (
      await request.get(`/api/get-product-details/${summary.id}`)
    ).json()) as ProductDetailsResponse;
    const size = product.product_sizes.find((candidate) => candidate.stock >= 3);
    if (!size) continue;
    const added = await request.post('/api/cart/add', {
      headers: bearer(customer),
      data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    return;
  }
  throw new Error('The demo catalog has no product in stock');
}

async function latestOrder(request: APIRequestContext, customer: Customer) {
  const response = await request.get('/api/orders', { headers: bearer(customer) });
  return ((await response.json()) as OrderListResponse).data[0]!;
}

async function addAddressInProfile(
  page: Page,
  address: { name: string; emirate: string; area: string; street: string; building: string },
) {
  await page.getByRole('button', { name: 'Add Address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Address name').fill(address.name);
  await form.getByLabel('Recipient Name').fill('Noura Al Hashimi');
  await form.getByLabel('Phone').fill('+971 50 765 4321');
  await form.getByLabel('Emirate').selectOption(address.emirate);
  await form.getByLabel(/^Area/).fill(address.area);
  await form.getByLabel(/^Street/).fill(address.street);
  await form.getByLabel('Building or Villa').fill(address.building);
  await form.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  await expect(form).toHaveCount(0);
}

test('two addresses in the profile, the second made default, preselected at checkout and on the order', async ({
  page,
  request,
  customer,
}) => {
  await page.goto('/profile?tab=addresses');
  await expect(page.getByRole('tab', { name: 'My Addresses' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'No saved addresses' })).toBeVisible();

  // Sent empty, the form says what is missing, as the checkout does.
  await page.getByRole('button', { name: 'Add Address' }).click();
  await page.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('This field is required')).toHaveCount(6);
  await expect(page.getByLabel('Recipient Name')).toBeFocused();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await addAddressInProfile(page, {
    name: 'Home',
    emirate: 'Dubai',
    area: 'Al Barsha 1',
    street: 'Street 12',
    building: 'Villa 7',
  });
  await addAddressInProfile(page, {
    name: 'Office',
    emirate: 'Sharjah',
    area: 'Al Majaz 2',
    street: 'Corniche Street',
    building: 'Al Majaz Tower',
  });
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards.filter({ hasText: 'Home' })).toContainText('Default');
  await expect(cards.filter({ hasText: 'Office' })).not.toContainText('Default');

  // Edit the office: a flat number.
  await page.getByRole('button', { name: 'Edit Office' }).click();
  const edit = page.getByRole('form', { name: 'Edit address' });
  await edit.getByLabel('Flat or Office').fill('Office 1204');
  await edit.getByRole('button', { name: 'Save Address' }).click();
  await expect(page.getByText('Address updated')).toBeVisible();

  await page.getByRole('button', { name: 'Make Office the default' }).click();
  await expect(page.getByText('Default address changed')).toBeVisible();
  await expect(cards.first()).toContainText('Office');
  await expect(cards.first()).toContainText('Default');
  await expect(cards.filter({ hasText: 'Home' })).not.toContainText('Default');

  await fillCart(request, customer);
  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /^Office/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Home/ })).not.toBeChecked();
  await expect(page.getByLabel(/^Area/)).toHaveCount(0);
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await expect(
    page.getByText(
      'Office 1204, Al Majaz Tower, Corniche Street, Al Majaz 2, Sharjah, United Arab Emirates',
    ),
  ).toBeVisible();
  expect(await latestOrder(request, customer)).toMatchObject({
    customer_name: 'Noura Al Hashimi',
    customer_phone: '+971507654321',
    shipping_emirate: 'Sharjah',
    shipping_area: 'Al Majaz 2',
    shipping_street: 'Corniche Street',
    shipping_building: 'Al Majaz Tower',
    shipping_flat: 'Office 1204',
  });
});

test('a new address saved at checkout appears in My Addresses, and can be deleted there', async ({
  page,
  request,
  customer,
}) => {
  const saved = await request.post('/api/profile/addresses', {
    headers: bearer(customer),
    data: {
      label: 'Home',
      recipient_name: customer.name,
      phone: customer.phone,
      emirate: 'Dubai',
      area: 'Al Barsha 1',
      street: 'Street 12',
      building: 'Villa 7',
    },
  });
  expect(saved.status()).toBe(201);
  await fillCart(request, customer);

  await page.goto('/checkout');
  await expect(page.getByRole('radio', { name: /^Home/ })).toBeChecked();
  await page.getByRole('radio', { name: 'Use a new address' }).check();
  await page.getByLabel('Emirate').selectOption('Abu Dhabi');
  await page.getByLabel(/^Area/).fill('Al Reem Island');
  await page.getByLabel(/^Street/).fill('Tamouh Street');
  await page.getByLabel('Building or Villa').fill('Marina Square');
  await page.getByLabel('Save this address to my account').check();
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  expect(await latestOrder(request, customer)).toMatchObject({
    shipping_emirate: 'Abu Dhabi',
    shipping_area: 'Al Reem Island',
  });

  await page.goto('/profile?tab=addresses');
  const cards = page.getByRole('tabpanel').getByRole('listitem');
  await expect(cards).toHaveCount(2);
  const added = cards.filter({ hasText: 'Marina Square, Tamouh Street' });
  await expect(added).toContainText('Marina Square, Tamouh Street, Al Reem Island, Abu Dhabi');
  await expect(added).not.toContainText('Default');

  // Deleting asks first, in the shop's own dialog.
  await page.getByRole('button', { name: 'Delete Marina Square, Tamouh Street' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete Marina Square, Tamouh Street?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(cards).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete Marina Square, Tamouh Street' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Home');
});
