import type { Product, ProductListResponse } from '@petshop/contracts';
import { expect, test } from './support/customer.ts';

/**
 * Issue 20, decision 045: a UAE address, and one arrival date for an order placed now to Dubai
 * on the product page, the checkout and the confirmation.
 */
test('a cash order to a Dubai address arrives on the date the product page promised', async ({
  page,
  customer,
  request,
}) => {
  // A product with a size in stock.
  const list = (await (
    await request.get('/api/get-filtered-products?page=1')
  ).json()) as ProductListResponse;
  let product: Product | undefined;
  for (const summary of list.products.data) {
    const details = (await (
      await request.get(`/api/get-product-details/${summary.id}`)
    ).json()) as { product: Product };
    if (details.product.product_sizes.some((size) => size.stock >= 3)) {
      product = details.product;
      break;
    }
  }
  expect(product).toBeDefined();

  await page.goto(`/product/${product!.id}`);
  const promised = page.getByTestId('arrives-by');
  await expect(promised).toHaveText(/^Arrives by [A-Z][a-z]{2} \d{1,2} [A-Z][a-z]{2}$/);
  const date = await promised.textContent();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await expect(page.getByTestId('arrives-by')).toHaveText(date!);
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // The UAE form: no zip code, no free-text city, the country fixed.
  await expect(page.getByLabel('Zip Code')).toHaveCount(0);
  await expect(page.getByText('United Arab Emirates', { exact: true })).toBeVisible();
  await page.getByLabel('Emirate').selectOption('Dubai');
  await page.getByLabel('Area').fill('Dubai Marina');
  await page.getByLabel('Street').fill('Al Marsa Street');
  await page.getByLabel('Building or Villa').fill('Marina Heights');
  await page.getByLabel('Flat or Office').fill('Flat 3204');
  await page.getByLabel('Landmark').fill('Next to the tram stop');
  await page.getByLabel('Full Name').fill(customer.name);
  await page.getByLabel('Email').fill(customer.email);
  await page.getByLabel('Phone').fill('+971 50 123 4567');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect(summary.getByTestId('arrives-by')).toHaveText(date!);
  await expect(summary.getByText('Free')).toBeVisible();

  await page.getByRole('radio', { name: 'Cash on delivery' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByTestId('arrives-by')).toHaveText(date!);

  // The order holds the address as the customer gave it.
  const orders = (await (
    await request.get('/api/orders', { headers: { Authorization: `Bearer ${customer.token}` } })
  ).json()) as { data: Record<string, unknown>[] };
  expect(orders.data[0]).toMatchObject({
    shipping_emirate: 'Dubai',
    shipping_area: 'Dubai Marina',
    shipping_street: 'Al Marsa Street',
    shipping_building: 'Marina Heights',
    shipping_flat: 'Flat 3204',
    shipping_landmark: 'Next to the tram stop',
    shipping_city: 'Dubai',
    shipping_country: 'United Arab Emirates',
  });
});
