import { expect, test } from './support/test.ts';
import { findProduct } from './support/catalog.ts';
import { expectPictureLoaded } from './support/pictures.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

test.describe('product page', () => {
  test('shows the product, its price, gallery and details', async ({ page, request }) => {
    const product = await findProduct(
      request,
      (p) => p.offer_price !== null && p.offer_price < p.price && p.images.length >= 2,
    );
    await page.goto(`/product/${product.id}`);

    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${escape(product.name)} \\|`));
    await expect(page.getByText(aed(product.offer_price!), { exact: true })).toBeVisible();
    await expect(page.getByText(aed(product.price), { exact: true })).toBeVisible();
    const percent = Math.round(((product.price - product.offer_price!) / product.price) * 100);
    await expect(page.getByText(`${percent}% OFF`)).toBeVisible();

    for (const attribute of product.product_attributes) {
      await expect(page.getByText(`${attribute.name}:`, { exact: true })).toBeVisible();
    }

    // The gallery's thumbnails switch the main picture. The first is the one the page's HTML
    // preloaded (or the preload would be a wasted download).
    const main = page.getByRole('img', { name: product.name, exact: true });
    await expect(main).toHaveAttribute('src', product.images[0]!.image_url);
    await expectPictureLoaded(main);
    const html = await (await request.get(`/product/${product.id}`)).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${product.images[0]!.image_url}"`);
    const second = page.getByRole('button', { name: `Show image 2 of ${product.images.length}` });
    await expect(second).toHaveAttribute('aria-pressed', 'false');
    await second.click();
    await expect(main).toHaveAttribute('src', product.images[1]!.image_url);
    await expectPictureLoaded(main);
    await expect(second).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('No Image')).toHaveCount(0);

    await expect(page.getByRole('heading', { name: 'Product Details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About Product' })).toBeVisible();
    await expect(page.getByText(product.about_product.split('\n')[0]!.trim())).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Key Features / Benefits' })).toBeVisible();
    const benefits = product.benefits
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
    for (const benefit of benefits) {
      await expect(page.getByRole('listitem').filter({ hasText: benefit })).toBeVisible();
    }

    await page.getByRole('link', { name: 'Back To Store' }).click();
    await expect(page).toHaveURL(/\/store$/);
  });

  test('sizes under Size, sold-out sizes disabled, stepper within stock', async ({
    page,
    request,
  }) => {
    const product = await findProduct(
      request,
      (p) =>
        p.product_sizes.some((size) => size.stock === 0) &&
        p.product_sizes.some((size) => size.stock > 1 && size.stock <= 40),
    );
    const soldOut = product.product_sizes.find((size) => size.stock === 0)!;
    const limited = product.product_sizes.find((size) => size.stock > 1 && size.stock <= 40)!;
    await page.goto(`/product/${product.id}`);

    const sizes = page.getByRole('group', { name: 'Size' });
    await expect(sizes.getByRole('button')).toHaveCount(product.product_sizes.length);
    const soldOutButton = sizes.getByRole('button', {
      name: new RegExp(`^${escape(soldOut.name)}`),
    });
    await expect(soldOutButton).toBeDisabled();
    await expect(soldOutButton).toContainText('Out of stock');

    const sizeButton = sizes.getByRole('button', { name: limited.name, exact: true });
    await sizeButton.click();
    await expect(sizeButton).toHaveAttribute('aria-pressed', 'true');

    const decrease = page.getByRole('button', { name: 'Decrease quantity' });
    const increase = page.getByRole('button', { name: 'Increase quantity' });
    const count = page.getByRole('group', { name: 'Quantity' }).locator('output');
    await expect(count).toHaveText('1');
    await expect(decrease).toBeDisabled();
    for (let expected = 2; expected <= limited.stock; expected += 1) {
      await increase.click();
      await expect(count).toHaveText(String(expected));
    }
    await expect(increase).toBeDisabled();
    await decrease.click();
    await expect(count).toHaveText(String(limited.stock - 1));
    await expect(increase).toBeEnabled();
  });

  test("a visitor's add goes to the cart kept in the browser; the heart asks them to log in", async ({
    page,
    request,
  }) => {
    const product = await findProduct(request, (p) =>
      p.product_sizes.some((size) => size.stock > 0),
    );
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const success = page.getByRole('dialog', { name: 'Success!' });
    await expect(success).toContainText(`${product.name} has been added to your cart.`);
    await success.getByRole('button', { name: 'Continue Shopping' }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Cart, 1 item' }),
    ).toBeVisible();

    const heart = page.getByRole('button', { name: 'Add to wishlist' });
    await heart.click();
    const dialog = page.getByRole('dialog', { name: 'Log in to save' });
    await expect(dialog).toContainText('Please login to add items to wishlist');
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(dialog.getByRole('link', { name: 'Log in' })).toBeFocused();
    const back = encodeURIComponent(`/product/${product.id}`);
    await expect(dialog.getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      `/user?next=${back}`,
    );
    await expect(dialog.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      `/user/register?next=${back}`,
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(heart).toBeFocused();
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  for (const address of ['/product/999999', '/product/abc']) {
    test(`${address} shows 'No product found'`, async ({ page }) => {
      await page.goto(address);
      await expect(page.getByRole('heading', { name: 'No product found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Back To Store' })).toBeVisible();
    });
  }

  test('/productdetails without an id goes to the store', async ({ page }) => {
    await page.goto('/productdetails');
    await expect(page).toHaveURL(/\/store$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    // Replaced, not pushed: Back leaves the shop instead of bouncing through the redirect.
    expect(await page.evaluate(() => window.history.length)).toBe(2);
  });
});
