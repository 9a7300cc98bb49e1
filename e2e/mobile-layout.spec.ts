import { expect, test } from './support/test.ts';
import type { Page } from '@playwright/test';
import type { ProductListResponse } from '@petshop/contracts';

/** Apple's and Google's minimum touch target (WCAG 2.5.5). */
const TOUCH_TARGET = 44;

/** Each page, and what shows that it has drawn its content (not only the loading state). */
const PAGES: {
  name: string;
  path: (page: Page) => Promise<string>;
  loaded: (page: Page) => Promise<void>;
}[] = [
  {
    name: 'home',
    path: async () => '/',
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(
        page.getByRole('list', { name: 'Best-selling products' }).getByRole('article').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'store',
    path: async () => '/store',
    loaded: async (page) => {
      await expect(
        page.getByRole('region', { name: 'Products' }).getByRole('article').first(),
      ).toBeVisible();
    },
  },
  {
    name: 'product page',
    path: async (page) => {
      const response = await page.request.get('/api/get-filtered-products?page=1');
      const list = (await response.json()) as ProductListResponse;
      return `/product/${list.products.data[0]!.id}`;
    },
    loaded: async (page) => {
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('button', { name: /add to cart/i }).first()).toBeVisible();
    },
  },
];

for (const width of [320, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 740 } });

    for (const { name, path, loaded } of PAGES) {
      test(`the ${name} fits the screen and the header's controls are ${TOUCH_TARGET}×${TOUCH_TARGET} px`, async ({
        page,
      }) => {
        await page.goto(await path(page));
        await loaded(page);

        // Nothing is wider than the screen: the page never scrolls sideways.
        const { scrollWidth, clientWidth } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          clientWidth: document.documentElement.clientWidth,
        }));
        expect(scrollWidth).toBe(clientWidth);

        const controls = page.getByRole('banner').locator('a, button');
        let checked = 0;
        for (const control of await controls.all()) {
          if (!(await control.isVisible())) continue; // the desktop navigation, hidden on a phone
          const label = await control.evaluate(
            (element) =>
              element.getAttribute('aria-label') ??
              element.querySelector('img')?.alt ??
              element.textContent,
          );
          const box = await control.boundingBox();
          expect(box, `${label}: no box`).not.toBeNull();
          expect.soft(box!.width, `${label}: width`).toBeGreaterThanOrEqual(TOUCH_TARGET);
          expect.soft(box!.height, `${label}: height`).toBeGreaterThanOrEqual(TOUCH_TARGET);
          // Inside the screen: the layout clips sideways overflow, so a header row that is too
          // wide would push its last control out of sight rather than widen the page.
          expect.soft(box!.x, `${label}: left edge`).toBeGreaterThanOrEqual(0);
          expect.soft(box!.x + box!.width, `${label}: right edge`).toBeLessThanOrEqual(clientWidth);
          checked += 1;
        }
        // The menu button, the logo (home) and the wishlist, cart and account icons.
        expect(checked).toBe(5);
      });
    }
  });
}
