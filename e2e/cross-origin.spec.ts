import { expect, test } from './support/test.ts';
import type { LoginResponse, OrderListResponse, ProductDetailsResponse } from '@petshop/contracts';
import { crossOrigin } from '../playwright.config.ts';
import { logInWithForm, registerThroughApi } from './support/customer.ts';
import { fillCheckout } from './support/orders.ts';
import { expectPictureLoaded } from './support/pictures.ts';

/**
 * The CDN layout: the web app built with VITE_API_BASE_URL and served by `vite preview` on its
 * own origin, calling the API on another origin (CORS_ORIGINS lists the web origin).
 */
const web = `http://127.0.0.1:${crossOrigin.webPort}`;
const api = `http://127.0.0.1:${crossOrigin.apiPort}`;

test.use({ baseURL: web });

test('a customer logs in, fills the cart and orders cash on delivery across origins', async ({
  page,
  request,
}) => {
  const unique = `${Date.now()}`;
  const customer = {
    name: 'Khalid Al Mansoori',
    email: `khalid.${unique}@example.com`,
    phone: `+9715${unique.slice(-8)}`,
    password: 'Dubai-pets-1',
  };
  await registerThroughApi(request, customer, api);

  // Every API call the page makes goes to the other origin.
  const apiCalls: string[] = [];
  page.on('request', (outgoing) => {
    if (outgoing.url().includes('/api/')) apiCalls.push(new URL(outgoing.url()).origin);
  });

  // The login page sends the customer home: the web origin's, not the API's.
  await logInWithForm(page, customer);

  // A product in stock, shown with images from the API's origin.
  const { product } = (await (
    await request.get(`${api}/api/get-product-details/1`)
  ).json()) as ProductDetailsResponse;
  const size = product.product_sizes.find((candidate) => candidate.stock > 0)!;
  expect(product.image_url).toMatch(new RegExp(`^${api}/storage/`));
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expectPictureLoaded(page.locator(`img[src^="${api}/storage/"]`).first());
  await expect(page.getByText('No Image')).toHaveCount(0);
  await page.getByRole('button', { name: size.name, exact: true }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  const dialog = page.getByRole('dialog', { name: 'Success!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue Shopping' }).click();

  await page.goto('/cart');
  await expect(page.getByText(product.name).first()).toBeVisible();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(`${web}/checkout`);
  await fillCheckout(page, customer, '+971 50 765 4321');
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Order Confirmed!' })).toBeVisible();

  const login = (await (
    await request.post(`${api}/api/auth/login`, {
      data: { email: customer.email, password: customer.password },
    })
  ).json()) as LoginResponse;
  const orders = (await (
    await request.get(`${api}/api/orders`, {
      headers: { Authorization: `Bearer ${login.token}` },
    })
  ).json()) as OrderListResponse;
  expect(orders.data).toHaveLength(1);
  expect(orders.data[0]!.order_items[0]).toMatchObject({ product_id: product.id, quantity: 1 });
  expect(apiCalls.length).toBeGreaterThan(0);
  expect(new Set(apiCalls)).toEqual(new Set([api]));
});
