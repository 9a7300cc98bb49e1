import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import type { ProductListResponse, ProductSummary } from '@petshop/contracts';

/** What the header asks while someone types `term`: the six best matches. */
async function suggestionsFor(request: APIRequestContext, term: string): Promise<ProductSummary[]> {
  const params = new URLSearchParams({ search: term, per_page: '6', sort: 'relevance' });
  const response = await request.get(`/api/get-filtered-products?${params}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as ProductListResponse).products.data;
}

const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search the shop' });

/** A fragment of a demo product's name, typed as a person would. */
const FRAGMENT = 'camel crun';

test.describe('header search suggestions', () => {
  test('keyboard only: type, ArrowDown to the first suggestion, Enter opens its page', async ({
    page,
    request,
  }) => {
    const expected = await suggestionsFor(request, FRAGMENT);
    expect(expected.length).toBeGreaterThan(0);
    const first = expected[0]!;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // From the top of the page, Tab reaches the box: the skip link, the contact bar's links, the
    // logo and the navigation come first.
    const box = searchBox(page);
    for (let presses = 0; presses < 20; presses += 1) {
      await page.keyboard.press('Tab');
      if (await box.evaluate((element) => element === document.activeElement)) break;
    }
    await expect(box).toBeFocused();
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type(FRAGMENT);
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = listbox.getByRole('option');
    await expect(options).toHaveCount(expected.length + 1);
    await expect(options.first()).toContainText(first.name);
    await expect(options.last()).toHaveText(`See all results for “${FRAGMENT}”`);
    // Each suggestion shows its picture.
    await expect(options.first().locator('img')).toHaveAttribute('src', /\S/);

    await page.keyboard.press('ArrowDown');
    await expect(options.first()).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id'))!,
    );
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(new RegExp(`/product/${first.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
    await expect(listbox).toBeHidden();
    await expect(box).toHaveValue('');
  });

  test('Escape closes the list, a second Escape clears the box, a click elsewhere closes it', async ({
    page,
  }) => {
    await page.goto('/store');
    await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
    const box = searchBox(page);
    await box.click();
    await page.keyboard.type(FRAGMENT);
    const listbox = page.getByRole('listbox', { name: 'Suggestions' });
    await expect(listbox).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).toHaveValue(FRAGMENT);
    await expect(box).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(listbox).toBeVisible();
    await page.getByRole('heading', { level: 1, name: 'Store' }).click();
    await expect(listbox).toBeHidden();

    await box.click();
    await page.keyboard.press('Escape');
    await page.keyboard.press('Escape');
    await expect(box).toHaveValue('');
    await expect(page).toHaveURL(/\/store$/);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('Enter with no suggestion chosen opens the store with the search applied', async ({
      page,
      request,
    }) => {
      const term = 'purrfield';
      const found = await (
        await request.get(`/api/get-filtered-products?page=1&search=${term}`)
      ).json();
      const { total } = (found as ProductListResponse).products;
      expect(total).toBeGreaterThan(0);

      await page.goto('/grooming');
      const box = searchBox(page);
      await expect(box).toBeVisible();
      // The prerendered shell's box shows before the app takes it over (decision 011): what is
      // typed into it before then is gone, so a person (and this test) types again.
      await expect(async () => {
        await box.fill('');
        await box.click();
        await page.keyboard.type(term);
        await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible({
          timeout: 2_000,
        });
      }).toPass();
      await page.keyboard.press('Enter');

      await expect(page).toHaveURL(new RegExp(`/store\\?search=${term}$`));
      await expect(page.getByRole('heading', { level: 1, name: 'Store' })).toBeVisible();
      await expect(
        page.getByRole('button', { name: `Remove filter Search: ${term}`, exact: true }),
      ).toBeVisible();
      await expect(page.getByPlaceholder('Search products...')).toHaveValue(term);
      await expect(page.getByText(new RegExp(`^Showing \\d+ of ${total} products`))).toBeVisible();
    });
  });
});
