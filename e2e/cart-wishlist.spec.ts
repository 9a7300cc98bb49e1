import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, type Customer } from './support/customer.ts';

/**
 * Wishlist and cart as a customer uses them: hearts, badges, the wishlist page, 'Move to Cart',
 * the cart page's quantities and removal, and the product page's 'Success!' dialog.
 * Customers are registered and logged in through the API (3 registrations, 3 logins per run);
 * their session keys go into localStorage before the first page loads.
 */

type ProductSize = { id: number; name: string; stock: number };
type ProductDetails = {
  id: number;
  name: string;
  price: number;
  offer_price: number | null;
  product_sizes: ProductSize[];
};

async function productDetails(request: APIRequestContext, id: number): Promise<ProductDetails> {
  const response = await request.get(`/api/get-product-details/${id}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { product: ProductDetails }).product;
}

/** The first product of the store's first page whose first size in stock has at least `units`. */
async function firstStoreProduct(request: APIRequestContext, units: number) {
  const response = await request.get('/api/get-filtered-products?page=1');
  const page = (await response.json()) as { products: { data: { id: number }[] } };
  for (const summary of page.products.data) {
    const product = await productDetails(request, summary.id);
    const size = product.product_sizes.find((candidate) => candidate.stock > 0);
    if (size && size.stock >= units) return { product, size };
  }
  throw new Error('No product on the first store page has enough stock');
}

/** The cart as the server holds it: the customer's lines, read back through the API. */
async function serverCart(request: APIRequestContext, customer: Customer) {
  const response = await request.get('/api/cart/get', {
    headers: { Authorization: `Bearer ${customer.token}` },
  });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    items: { product_id: number; product_size_id: number; quantity: number }[];
  };
  return body.items;
}

/** Resolves with the status of the next answer to `method` on a path containing `path`. */
const answerTo = (page: Page, method: string, path: string) =>
  page
    .waitForResponse(
      (response) => response.request().method() === method && response.url().includes(path),
    )
    .then((response) => response.status());

const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const charged = (product: ProductDetails) =>
  product.offer_price !== null && product.offer_price < product.price
    ? product.offer_price
    : product.price;

/** A toast's text (successes in the polite status region, errors as alerts). */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

const header = (page: Page) => page.getByRole('banner');
const storeCard = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('link', { name, exact: true }) });

test.describe('wishlist and cart', () => {
  test('heart on the store → wishlist → move to cart → quantity → remove', async ({
    page,
    request,
    customer,
  }) => {
    expect(customer.token).toBeTruthy();
    const { product } = await firstStoreProduct(request, 2);
    const price = charged(product);
    await page.goto('/store');
    const card = storeCard(page, product.name);
    const heart = card.getByRole('button', { name: `Add ${product.name} to wishlist` });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    // The heart fills only once the server has said yes, and the badge follows without a reload.
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    // The server's answer, not only the page's memory: still filled after a reload.
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');

    await header(page).getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await expect(page).toHaveURL('/wishlist');
    await expect(page.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeVisible();
    await expect(page.getByText('1 item', { exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All' })).toBeVisible();

    await page.getByRole('button', { name: 'Move to Cart' }).click();
    await expect(toast(page, 'Product moved to cart successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear All' })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();

    await header(page).getByRole('link', { name: 'Cart, 1 item' }).click();
    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: product.name, exact: true })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect(summary.getByText('Free', { exact: true })).toBeVisible();
    const total = summary.getByRole('definition').last();
    await expect(total).toHaveText(aed(price));

    const quantity = page.getByRole('group', { name: `Quantity of ${product.name}` });
    const saved = answerTo(page, 'PUT', '/api/cart/update/');
    const refetched = saved.then(() => answerTo(page, 'GET', '/api/cart/get'));
    await quantity.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity.locator('output')).toHaveText('2');
    await expect(total).toHaveText(aed(price * 2));
    await expect(header(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();
    // Still 2 after the server's answer and the re-fetch that follows it, and 2 on the server.
    expect(await saved).toBe(200);
    expect(await refetched).toBe(200);
    await expect(quantity.locator('output')).toHaveText('2');
    await expect(total).toHaveText(aed(price * 2));
    expect((await serverCart(request, customer)).map((line) => line.quantity)).toEqual([2]);
    await page.reload();
    await expect(quantity.locator('output')).toHaveText('2');
    await expect(quantity.getByRole('button', { name: 'Decrease quantity' })).toBeEnabled();

    const removed = answerTo(page, 'DELETE', '/api/cart/remove/');
    await page.getByRole('button', { name: `Remove ${product.name} from cart` }).click();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    // Gone on the server too (the page removes the line before the server answers).
    expect(await removed).toBe(200);
    expect(await serverCart(request, customer)).toEqual([]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Your cart is empty.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header(page).getByRole('link', { name: 'Cart', exact: true })).toBeVisible();
  });

  test('the product page adds the chosen size and says Success!', async ({
    page,
    request,
    customer,
  }) => {
    expect(customer.userId).toBeGreaterThan(0);
    let product: ProductDetails | undefined;
    for (let id = 1; id <= 20 && !product; id += 1) {
      const candidate = await productDetails(request, id);
      if (candidate.product_sizes.filter((size) => size.stock > 1).length >= 2) product = candidate;
    }
    if (!product) throw new Error('No product with two sizes in stock');
    const size = product.product_sizes.filter((candidate) => candidate.stock > 1)[1]!;

    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: size.name, exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();

    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await expect(dialog).toBeVisible();
    const continueShopping = dialog.getByRole('button', { name: 'Continue Shopping' });
    await expect(continueShopping).toBeFocused();
    // Focus stays inside the dialog.
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(continueShopping).toBeFocused();
    await continueShopping.click();
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Cart, 2 items' })).toBeVisible();

    // Adding again raises the same line; Escape closes the dialog too.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();

    // The product page's heart works like a card's (docs/decisions/007).
    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(header(page).getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();

    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: product.name });
    await expect(line).toHaveCount(1);
    await expect(line.getByText(`Size: ${size.name}`)).toBeVisible();
    await expect(line.locator('output')).toHaveText('4');
  });

  test('the profile tab lists the wishlist, removes one and clears all', async ({
    page,
    request,
    customer,
  }) => {
    const first = await productDetails(request, 3);
    const second = await productDetails(request, 4);
    for (const product of [first, second]) {
      const added = await request.post('/api/wishlist/add', {
        data: { product_id: product.id },
        headers: { Authorization: `Bearer ${customer.token}` },
      });
      expect(added.status()).toBe(201);
    }

    await page.goto('/profile?tab=wishlist');
    await expect(page.getByRole('tab', { name: 'My Wishlist' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByText('2 items', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: first.name, exact: true })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Wishlist, 2 items' })).toBeVisible();

    await panel.getByRole('button', { name: `Remove ${second.name} from wishlist` }).click();
    await expect(panel.getByText('1 item', { exact: true })).toBeVisible();
    await expect(panel.getByRole('link', { name: second.name, exact: true })).toHaveCount(0);
    await expect(header(page).getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();

    await panel.getByRole('button', { name: 'Clear All' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Clear your wishlist?' });
    await expect(confirm).toContainText('Are you sure you want to clear your entire wishlist?');
    await confirm.getByRole('button', { name: 'Clear All' }).click();
    await expect(confirm).toBeHidden();
    await expect(toast(page, 'Wishlist cleared successfully!')).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Your wishlist is empty' })).toBeVisible();
    await expect(panel.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/',
    );
    await expect(header(page).getByRole('link', { name: 'Wishlist', exact: true })).toBeVisible();
  });

  test("a store card's Add To Cart puts one of its first size in stock in the cart", async ({
    page,
    request,
    customer,
  }) => {
    const { product, size } = await firstStoreProduct(request, 1);

    await page.goto('/store');
    const card = storeCard(page, product.name);
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(card.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await serverCart(request, customer)).toEqual([
      expect.objectContaining({ product_id: product.id, product_size_id: size.id, quantity: 1 }),
    ]);
  });

  test("a visitor's heart asks them to log in, in a dialog", async ({ page }) => {
    await page.goto('/store');
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: /to wishlist$/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Log in to save' });
    await expect(dialog).toContainText('Please login to add items to wishlist');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Wishlist' })).toHaveAttribute(
      'href',
      '/user?next=%2Fstore',
    );
    // The wishlist tab of the account area sends a visitor to the login page.
    await page.goto('/profile?tab=wishlist');
    await expect(page).toHaveURL('/user');
  });
});
