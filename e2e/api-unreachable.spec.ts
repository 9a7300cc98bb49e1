import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { storeList } from './support/catalog.ts';

/** Issue 20: a shop out of reach says so, with a Retry, instead of looking like an empty shop. */
const UNREACHABLE = "We can't reach the shop right now";

/** Every API call fails as if the network were down (the shop's server keeps running). */
const cutTheApi = (page: Page) => page.route('**/api/**', (route) => route.abort());
const restoreTheApi = (page: Page) => page.unroute('**/api/**');

/**
 * Opens `path` inside the running app: a page loaded afresh comes drawn by the server with its
 * answers (decision 099) and asks the API nothing, so the app's own calls are met on a move
 * within it (as after a click), from a page the browser draws.
 */
async function openInTheApp(page: Page, path: string, beforeMove: () => Promise<unknown>) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await beforeMove();
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

test.describe('the API out of reach', () => {
  test('the store says so instead of "No products found.", and Retry lists the products', async ({
    page,
  }) => {
    await openInTheApp(page, '/store', () => cutTheApi(page));
    const results = page.getByRole('region', { name: 'Products' });
    await expect(results.getByRole('heading', { name: UNREACHABLE })).toBeVisible();
    await expect(results.getByText('Check your connection, then try again.')).toBeVisible();
    await expect(page.getByText('No products found.')).toHaveCount(0);
    await expect(page.getByText(/^Showing 0 of 0 products/)).toHaveCount(0);

    await restoreTheApi(page);
    await results.getByRole('button', { name: 'Retry' }).click();
    await expect(results.getByRole('article').first()).toBeVisible();
    await expect(page.getByText(/^Showing \d+ of \d+ products/)).toBeVisible();
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
  });

  test('a search that matches nothing is still "No products found."', async ({ page }) => {
    await page.goto('/store?search=qxzqvwqxzqvw');
    await expect(page.getByText('No products found.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
  });

  test('home: a failing server (503) shows the message in the best sellers, Retry fills them', async ({
    page,
  }) => {
    await openInTheApp(page, '/', () =>
      page.route('**/api/get-bestseller-products**', (route) =>
        route.fulfill({
          status: 503,
          contentType: 'text/html',
          body: '<h1>Service Unavailable</h1>',
        }),
      ),
    );
    const section = page.getByRole('region', { name: 'Our Best Seller' });
    await expect(section.getByRole('heading', { name: UNREACHABLE })).toBeVisible();
    await expect(section.getByText('No best sellers to show right now.')).toHaveCount(0);

    await page.unroute('**/api/get-bestseller-products**');
    await section.getByRole('button', { name: 'Retry' }).click();
    await expect(
      page.getByRole('list', { name: 'Best-selling products' }).getByRole('article').first(),
    ).toBeVisible();
    await expect(section.getByText(UNREACHABLE)).toHaveCount(0);
  });

  test('a product page says so instead of "No product found", and Retry shows the product', async ({
    page,
    request,
  }) => {
    const product = (await storeList(request)).products.data[0]!;

    await openInTheApp(page, `/product/${product.id}`, () => cutTheApi(page));
    await expect(page.getByRole('heading', { level: 1, name: UNREACHABLE })).toBeVisible();
    await expect(page.getByText('No product found')).toHaveCount(0);

    await restoreTheApi(page);
    await page.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  });

  test('a product that does not exist is still "No product found"', async ({ page }) => {
    await page.goto('/product/99999999');
    await expect(page.getByRole('heading', { level: 1, name: 'No product found' })).toBeVisible();
    await expect(page.getByText(UNREACHABLE)).toHaveCount(0);
  });
});
