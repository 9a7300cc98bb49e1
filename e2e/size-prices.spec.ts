import { expect, type APIRequestContext } from '@playwright/test';
import type { Product, ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import { test } from './support/customer.ts';

// Issue 19 "Prices and stock per size": the size picker changes the price, the discount badge
// and the availability; cards say "From AED X"; the cart charges the chosen size.

const aed = (amount: number) =>
  `AED ${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const charged = (size: Product['product_sizes'][number]) =>
  size.offer_price !== null && size.offer_price < size.price ? size.offer_price : size.price;

/** The first product of the store's first page whose sizes in stock sell at different prices. */
async function pricedPerSize(request: APIRequestContext): Promise<Product> {
  const list = (await (
    await request.get('/api/get-filtered-products?page=1')
  ).json()) as ProductListResponse;
  for (const summary of list.products.data) {
    const inStock = summary.product_sizes.filter((size) => size.stock > 0);
    if (new Set(inStock.map(charged)).size < 2) continue;
    const details = (await (
      await request.get(`/api/get-product-details/${summary.id}`)
    ).json()) as ProductDetailsResponse;
    return details.product;
  }
  throw new Error('The first store page has no product priced per size');
}

test.describe('prices per size', () => {
  test('choosing a size changes the price, the badge and the availability', async ({
    page,
    request,
  }) => {
    const product = await pricedPerSize(request);
    const [first, other] = product.product_sizes.filter((size) => size.stock > 0) as [
      Product['product_sizes'][number],
      Product['product_sizes'][number],
    ];
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect(page.getByText(aed(charged(first)), { exact: true })).toBeVisible();

    await page
      .getByRole('group', { name: 'Size' })
      .getByRole('button', { name: other.name, exact: true })
      .click();

    await expect(page.getByText(aed(charged(other)), { exact: true })).toBeVisible();
    await expect(page.getByText(aed(charged(first)), { exact: true })).toHaveCount(0);
    if (other.offer_price !== null) {
      await expect(page.getByText(aed(other.price), { exact: true })).toBeVisible();
      const percent = Math.round(((other.price - other.offer_price) / other.price) * 100);
      await expect(page.getByText(`${percent}% OFF`)).toBeVisible();
    } else {
      await expect(page.getByText(/% OFF/)).toHaveCount(0);
    }
    await expect(
      page.getByText(other.stock <= 5 ? `Only ${other.stock} left` : 'In stock', { exact: true }),
    ).toBeVisible();
  });

  test('the store card says "From" and its stock; the cart charges the chosen size', async ({
    page,
    request,
    customer,
  }) => {
    expect(customer.userId).toBeGreaterThan(0);
    const product = await pricedPerSize(request);
    const cheapest = Math.min(...product.product_sizes.map(charged));
    const total = product.product_sizes.reduce((sum, size) => sum + size.stock, 0);

    await page.goto('/store');
    const card = page.getByRole('article').filter({ hasText: product.name });
    await expect(card.getByText(`From ${aed(cheapest)}`, { exact: true })).toBeVisible();
    await expect(
      card.getByText(total <= 5 ? `Only ${total} left` : 'In stock', { exact: true }),
    ).toBeVisible();

    const dearest = product.product_sizes
      .filter((size) => size.stock > 0)
      .reduce((best, size) => (charged(size) > charged(best) ? size : best));
    await page.goto(`/product/${product.id}`);
    await page.getByRole('button', { name: dearest.name, exact: true }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page
      .getByRole('dialog', { name: 'Success!' })
      .getByRole('button', { name: 'Continue Shopping' })
      .click();

    await page.goto('/cart');
    const line = page.getByRole('listitem').filter({ hasText: product.name });
    await expect(line.getByText(`Size: ${dearest.name}`)).toBeVisible();
    await expect(line.getByText(aed(charged(dearest)), { exact: true }).first()).toBeVisible();
  });
});
