import type {
  CartResponse,
  Product,
  ProductDetailsResponse,
  ProductListResponse,
} from '@petshop/contracts';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/customer.ts';

/** A demo product with two sizes in stock at different prices, so the bar's price can follow. */
async function productWithPricedSizes(request: APIRequestContext): Promise<Product> {
  const list = (await (
    await request.get('/api/get-filtered-products?page=1&per_page=48')
  ).json()) as ProductListResponse;
  for (const summary of list.products.data) {
    const inStock = summary.product_sizes.filter((size) => size.stock >= 2);
    if (new Set(inStock.map((size) => size.offer_price ?? size.price)).size < 2) continue;
    const details = (await (
      await request.get(`/api/get-product-details/${summary.id}`)
    ).json()) as ProductDetailsResponse;
    return details.product;
  }
  throw new Error('The demo catalog has no product with two sizes in stock at different prices');
}

const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** What a size costs: its offer when lower, else its price. */
const charged = (size: Product['product_sizes'][number]) =>
  size.offer_price !== null && size.offer_price < size.price ? size.offer_price : size.price;

test.describe('sticky Add To Cart bar on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('appears with the chosen size’s price once the main button is scrolled away, and adds to the cart as it would', async ({
    page,
    request,
    customer,
  }) => {
    const product = await productWithPricedSizes(request);
    const size = [...product.product_sizes]
      .filter((candidate) => candidate.stock >= 2)
      .sort((a, b) => charged(b) - charged(a))[0]!;

    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const mainButton = page.getByRole('button', { name: 'Add to cart', exact: true });
    const barButton = page.getByRole('button', {
      name: `Add To Cart: ${product.name}, ${size.name}`,
      exact: true,
    });

    // Choose a size and two of it; the main button is on screen, so there is no bar.
    await page.getByRole('button', { name: size.name, exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await mainButton.scrollIntoViewIfNeeded();
    await expect(mainButton).toBeInViewport();
    await expect(barButton).toHaveCount(0);

    // Scrolled on to the product details: the main button is gone, the bar shows the price.
    await page.getByRole('heading', { name: 'Key Features / Benefits' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 300);
    await expect(mainButton).not.toBeInViewport();
    await expect(barButton).toBeInViewport();
    await expect(barButton).toHaveText('Add To Cart');
    const bar = barButton.locator('xpath=..');
    await expect(bar.getByText(aed(charged(size)), { exact: true })).toBeVisible();
    const box = (await barButton.boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(740);

    await barButton.click();
    await expect(page.getByRole('dialog', { name: 'Success!' })).toBeVisible();

    const cart = (await (
      await request.get('/api/cart/get', { headers: { Authorization: `Bearer ${customer.token}` } })
    ).json()) as CartResponse;
    expect(
      cart.items.map((line) => ({
        product_id: line.product_id,
        product_size_id: line.product_size_id,
        quantity: line.quantity,
        price: line.price,
      })),
    ).toEqual([
      { product_id: product.id, product_size_id: size.id, quantity: 2, price: charged(size) },
    ]);

    // Back up to the main button: the bar goes away.
    await page.getByRole('button', { name: 'Continue Shopping' }).click();
    await mainButton.scrollIntoViewIfNeeded();
    await expect(barButton).toHaveCount(0);
  });
});
