import type { APIRequestContext, Page } from '@playwright/test';
import type { Product } from '@petshop/contracts';
import { storeProducts } from './support/catalog.ts';
import { registerAndLogIn } from './support/customer.ts';
import { expect, test } from './support/test.ts';

/**
 * Issue 20 "Cart before login" (decision 043): a visitor's cart is kept in the browser, shown at
 * /cart, and joins the account's cart when they log in or register at the checkout; login and
 * registration bring them back to the page they came from.
 */

const firstInStock = (product: Product) => product.product_sizes.find((size) => size.stock > 0);

/** The cart as the server holds it for a bearer token. */
async function serverCart(request: APIRequestContext, token: string) {
  const response = await request.get('/api/cart/get', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (
    (await response.json()) as {
      items: { product_id: number; product_size_id: number; quantity: number }[];
    }
  ).items;
}

const header = (page: Page) => page.getByRole('banner');

test.describe('a visitor’s cart', () => {
  test('two products in the browser’s cart, registered at the checkout, back on the checkout with both', async ({
    page,
    request,
  }) => {
    // Two products, a registration and a checkout on a busy machine.
    test.setTimeout(120_000);
    const products = (await storeProducts(request, 1)).filter(
      (product) => (firstInStock(product)?.stock ?? 0) >= 2,
    );
    const fromCard = products[0]!;
    const fromPage = products[1]!;

    // One from a store card…
    await page.goto('/store');
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: fromCard.name, exact: true }) });
    await card.getByRole('button', { name: 'Add To Cart' }).click();
    await expect(card.getByRole('button', { name: 'Added to Cart!' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    // …two of another from its page.
    await page.goto(`/product/${fromPage.id}`);
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Success!' })
      .getByRole('link', { name: 'View Cart' })
      .click();

    await expect(page).toHaveURL('/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Shopping Cart' })).toBeVisible();
    await expect(page.getByRole('link', { name: fromCard.name, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: fromPage.name, exact: true })).toBeVisible();
    await expect(
      page.getByRole('group', { name: `Quantity of ${fromPage.name}` }).locator('output'),
    ).toHaveText('2');
    await expect(header(page).getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();
    // The visitor changes a quantity there: kept in the browser.
    const cardLine = page.getByRole('group', { name: `Quantity of ${fromCard.name}` });
    await cardLine.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(cardLine.locator('output')).toHaveText('2');
    await page.reload();
    await expect(cardLine.locator('output')).toHaveText('2');

    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL('/checkout');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to check out' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in', exact: true })).toHaveAttribute(
      'href',
      '/user?next=%2Fcheckout',
    );
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL('/user/register?next=%2Fcheckout');

    const unique = `${Date.now()}`;
    const email = `visitor.${unique}@example.com`;
    await page.getByLabel('Full Name', { exact: true }).fill('Hessa Al Falasi');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Phone', { exact: true }).fill(`+9715${unique.slice(-8)}`);
    await page.getByLabel('Password', { exact: true }).fill('Dubai-pets-1');
    await page.getByLabel('Confirm Password', { exact: true }).fill('Dubai-pets-1');
    const merged = page.waitForResponse('**/api/cart/merge');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Account created successfully! Redirecting...')).toBeVisible();
    expect((await merged).status()).toBe(200);

    await expect(page).toHaveURL('/checkout');
    await expect(header(page).getByRole('link', { name: 'Profile' })).toBeVisible();
    await expect(page.getByText(fromCard.name, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(fromPage.name, { exact: true }).first()).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart, 4 items' })).toBeVisible();
    // On the server, in the new account's cart; the browser's copy is gone.
    const token = await page.evaluate(() => localStorage.getItem('token'));
    const lines = await serverCart(request, token!);
    expect(
      lines
        .map((line) => [line.product_id, line.product_size_id, line.quantity])
        .sort((a, b) => a[0]! - b[0]!),
    ).toEqual(
      [
        [fromCard.id, firstInStock(fromCard)!.id, 2],
        [fromPage.id, firstInStock(fromPage)!.id, 2],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    expect(await page.evaluate(() => localStorage.getItem('petshop.visitorCart'))).toBeNull();
  });

  test('an add on a product page, then a login, comes back to that product with the cart', async ({
    page,
    request,
  }) => {
    const customer = await registerAndLogIn(request, 'Rashid Al Mansoori');
    const product = (await storeProducts(request, 1)).find((candidate) => firstInStock(candidate))!;
    const size = firstInStock(product)!;

    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Success!' })
      .getByRole('button', { name: 'Continue Shopping' })
      .click();
    await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

    await header(page).getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(`/user?next=${encodeURIComponent(`/product/${product.id}`)}`);
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Login successful!')).toBeVisible();

    await expect(page).toHaveURL(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
    expect(await serverCart(request, customer.token)).toEqual([
      expect.objectContaining({ product_id: product.id, product_size_id: size.id, quantity: 1 }),
    ]);
  });

  test('a login page never sends anyone to another site', async ({ page, request }) => {
    const customer = await registerAndLogIn(request, 'Salem Al Ketbi');
    await page.goto('/user?next=%2F%2Fevil.example%2Fphish');
    await page.getByLabel('Email', { exact: true }).fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL('/');
  });

  test('the product page says in words when the size has no more units for the cart', async ({
    page,
    request,
  }) => {
    const product = (await storeProducts(request, 1)).find((candidate) => {
      const size = firstInStock(candidate);
      return size !== undefined && size.stock <= 99;
    });
    if (!product) throw new Error('No product whose first size in stock has 99 or fewer');
    const size = firstInStock(product)!;
    // Every unit of the size is in the visitor's cart already.
    await page.addInitScript(
      (line) => localStorage.setItem('petshop.visitorCart', JSON.stringify([line])),
      { product_id: product.id, product_size_id: size.id, quantity: size.stock },
    );

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    // One more is refused, next to the button, in words.
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      `Only ${size.stock} left in this size, and all of them are in your cart.`,
    );
    await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveAttribute(
      'aria-describedby',
      /.+/,
    );
    await expect(page.getByRole('dialog', { name: 'Success!' })).toHaveCount(0);
  });
});
