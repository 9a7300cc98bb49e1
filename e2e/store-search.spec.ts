import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { PET_TYPE_LABELS, PET_TYPES } from '@petshop/contracts/constants';

/** Issue 19 on the store page: real counts, search that understands, sorting, phones. */

const results = (page: Page) => page.getByRole('region', { name: 'Products' });
const cards = (page: Page) => results(page).getByRole('article');
const showing = (page: Page) => page.getByRole('status').filter({ hasText: /^Showing / });

/** "Showing X of Y products (Page N of M)" → Y. */
async function shownTotal(page: Page): Promise<number> {
  const text = (await showing(page).textContent()) ?? '';
  const match = /^Showing \d+ of (\d+) products/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]);
}

/** The count a sidebar checkbox is described by ("12 products"), once the facets have answered. */
async function countOf(option: Locator): Promise<number> {
  await expect(option).toHaveAccessibleDescription(/^\d+ products?$/);
  const description = await option.evaluate(
    (element) =>
      document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  return Number.parseInt(description, 10);
}

/** The price a card charges: its offer when it has one, else its price (the first amount shown). */
async function cardPrice(card: Locator): Promise<number> {
  const text = (await card.locator('p').first().textContent()) ?? '';
  const match = /AED\s*([\d,]+(?:\.\d+)?)/.exec(text);
  expect(match, text).not.toBeNull();
  return Number(match![1]!.replaceAll(',', ''));
}

test.describe('store search, counts and sort', () => {
  test.describe('at 360 × 740', () => {
    test.use({ viewport: { width: 360, height: 740 } });

    test('the first two product cards sit side by side inside the screen', async ({ page }) => {
      await page.goto('/store');
      const [first, second] = [cards(page).nth(0), cards(page).nth(1)];
      await expect(first.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
      await expect(second.getByRole('button', { name: 'Add To Cart' })).toBeVisible();
      // Below the heading, search and toolbar: scrolled to, the row fits the screen whole.
      await first.evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
      const a = (await first.boundingBox())!;
      const b = (await second.boundingBox())!;
      expect(b.y).toBe(a.y);
      expect(b.x).toBeGreaterThanOrEqual(a.x + a.width);
      for (const box of [a, b]) {
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(360);
        expect(box.y).toBeGreaterThanOrEqual(0);
        expect(box.y + box.height).toBeLessThanOrEqual(740);
      }
      // Readable: each card's name, price and whole Add To Cart button are inside the card.
      for (const card of [first, second]) {
        const box = (await card.boundingBox())!;
        for (const part of [
          card.getByRole('link'),
          card.locator('p').first(),
          card.getByRole('button', { name: 'Add To Cart' }),
        ]) {
          const inner = (await part.boundingBox())!;
          expect(inner.x).toBeGreaterThanOrEqual(box.x);
          expect(inner.x + inner.width).toBeLessThanOrEqual(box.x + box.width);
          expect(inner.y + inner.height).toBeLessThanOrEqual(box.y + box.height);
        }
        const button = card.getByRole('button', { name: 'Add To Cart' });
        const fits = await button.evaluate((element) => element.scrollWidth <= element.clientWidth);
        expect(fits).toBe(true);
      }
    });
  });

  test('a typo still finds what a person means: "cta litter" shows a cat litter product first', async ({
    page,
  }) => {
    await page.goto('/store');
    const box = page.getByPlaceholder('Search products...');
    await box.fill('cta litter');
    await box.press('Enter');
    await expect(page).toHaveURL(/[?&]search=cta(\+|%20)litter(&|$)/);
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('');
    await expect(
      page.getByRole('combobox', { name: 'Sort by' }).locator('option').first(),
    ).toHaveText('Best match');
    await expect(cards(page).first().getByRole('link')).toHaveText(/litter/i);
    expect(await shownTotal(page)).toBeGreaterThan(0);
  });

  test('each pet type count equals the results shown when it alone is checked', async ({
    page,
  }) => {
    await page.goto('/store');
    for (const code of PET_TYPES) {
      const option = page.getByRole('checkbox', { name: PET_TYPE_LABELS[code], exact: true });
      const count = await countOf(option);
      await option.check();
      await expect(page).toHaveURL(new RegExp(`petTypes=${code}(&|$)`));
      await expect(showing(page)).toHaveText(new RegExp(`^Showing \\d+ of ${count} products`));
      await option.uncheck();
      await expect(page).not.toHaveURL(/petTypes=/);
    }
  });

  test('counts follow the search: a product type count equals its results for that search', async ({
    page,
  }) => {
    await page.goto('/store?search=litter');
    const litterBoxes = page.getByRole('checkbox', { name: 'Cat litter box', exact: true });
    const boxes = await countOf(litterBoxes);
    expect(boxes).toBeGreaterThan(0);
    // The pet type's count follows the search too: Cat holds at least the litter boxes.
    expect(
      await countOf(page.getByRole('checkbox', { name: 'Cat', exact: true })),
    ).toBeGreaterThanOrEqual(boxes);

    await litterBoxes.check();
    await expect(showing(page)).toHaveText(new RegExp(`^Showing \\d+ of ${boxes} products`));
    // A product type's own count does not shrink when it is checked (faceted counts).
    expect(await countOf(litterBoxes)).toBe(boxes);
  });

  test('"Price: low to high" lists prices in non-decreasing order, across pages', async ({
    page,
  }) => {
    await page.goto('/store?page=2');
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption({ label: 'Price: low to high' });
    await expect(page).toHaveURL(/[?&]sort=price_asc(&|$)/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(showing(page)).toContainText('(Page 1 of');
    await expect(results(page).getByRole('list').first()).not.toHaveAttribute('aria-busy', 'true');

    const pricesOf = async () => {
      const prices: number[] = [];
      for (const card of await cards(page).all()) prices.push(await cardPrice(card));
      return prices;
    };
    const first = await pricesOf();
    expect(first.length).toBeGreaterThan(1);
    expect(first).toEqual([...first].sort((a, b) => a - b));

    await page
      .getByRole('navigation', { name: 'Pagination' })
      .getByRole('button', { name: 'Next' })
      .click();
    await expect(showing(page)).toContainText('(Page 2 of');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect(results(page).getByRole('list').first()).not.toHaveAttribute('aria-busy', 'true');
    const second = await pricesOf();
    expect(second).toEqual([...second].sort((a, b) => a - b));
    expect(second[0]).toBeGreaterThanOrEqual(first.at(-1)!);
  });
});

test('a search that finds nothing says so, offers the closest spelling and best sellers', async ({
  page,
}) => {
  await page.goto('/store');
  const box = page.getByPlaceholder('Search products...');
  await box.fill('bugdie');
  await box.press('Enter');
  await expect(page.getByRole('heading', { name: 'No products found.' })).toBeVisible();
  await expect(page.getByText('No products found for “bugdie”.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Clear Filters' })).toBeVisible();
  const bestsellers = page.getByRole('region', { name: 'Bestsellers you might like' });
  await expect(bestsellers.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Did you mean budgie?' }).click();
  await expect(page).toHaveURL(/[?&]search=budgie(&|$)/);
  await expect(box).toHaveValue('budgie');
  await expect(cards(page).first().getByRole('link')).toHaveText(/budgie/i);
  await expect(page.getByRole('heading', { name: 'No products found.' })).toHaveCount(0);
});
