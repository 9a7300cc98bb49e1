import type { Page } from '@playwright/test';
import { expect, test } from './support/customer.ts';
import { placeOrder } from './support/orders.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

const PHONE = 390;
test.use({ viewport: { width: PHONE, height: 844 } });

/** Nothing wider than the phone: no sideways scrolling of the page. */
async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.scrollingElement!.scrollWidth);
  expect(width).toBeLessThanOrEqual(PHONE);
}

test('the back office at 390 px: each page fits the phone, and the menu is a drawer behind a button', async ({
  page,
  request,
  customer,
}) => {
  const order = await placeOrder(request, customer, 'Gate code 4411');
  await useStaffSession(page, await logInOwner(request));

  await page.goto('/admin/today');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The first screen starts with the page, not the nine-item menu.
  await expect(page.getByRole('navigation', { name: 'Back office' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Back office menu' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link', { name: 'Products' })).toBeInViewport();
  await drawer.getByRole('link', { name: 'Orders' }).click();
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/orders$/);

  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: order.number })).toBeVisible();
  // The search and its button are on the screen, not cut off.
  await expect(page.getByRole('button', { name: 'Search' })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);

  await page.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.number);
  await expect(page.getByRole('cell', { name: new RegExp(order.product) })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: 'Products', level: 1 })).toBeVisible();
  await expect(page.getByRole('table').getByRole('link').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the jobs at 390 px: an owner sees each background job and runs one again', async ({
  page,
  request,
}) => {
  await useStaffSession(page, await logInOwner(request));
  await page.goto('/admin/jobs');
  await expect(page.getByRole('heading', { name: 'Jobs', level: 1 })).toBeVisible();
  const job = page.getByRole('listitem', {
    name: 'Releasing lapsed checkouts (asking the card provider first)',
  });
  await expect(job).toContainText('Every minute');
  await expect(page.getByText(/^Mail: \d+ waiting to be sent, \d+ given up\.$/)).toBeVisible();
  await job.getByRole('button', { name: 'Run now' }).click();
  await expect(
    page.getByText('Done: releasing lapsed checkouts (asking the card provider first).'),
  ).toBeVisible();
  await expect(job).toContainText('OK');
  await expect(page.getByText('No mail has been given up.')).toBeVisible();
  await expectNoSidewaysScroll(page);
});

test('the save bar at 390 px: on screen while the form scrolls, never over the field being typed in', async ({
  page,
  request,
}) => {
  await useStaffSession(page, await logInOwner(request));
  await page.goto('/admin/products/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible();
  const bar = page.getByRole('group', { name: 'Save bar' });
  await expect(bar).toBeInViewport();
  await expect(bar.getByRole('button', { name: 'Create product' })).toBeInViewport({ ratio: 1 });
  await expectNoSidewaysScroll(page);

  // Going from field to field with the keyboard, each one stands clear of the bar.
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Kelp Chews');
  for (let step = 0; step < 14; step += 1) {
    await page.keyboard.press('Tab');
    // (The page scrolls smoothly: the field may take a moment to get there.)
    await expect
      .poll(() =>
        page.evaluate(() => {
          const field = document.activeElement!;
          const bar = document.querySelector('[aria-label="Save bar"]')!;
          if (bar.contains(field)) return false;
          return field.getBoundingClientRect().bottom > bar.getBoundingClientRect().top;
        }),
      )
      .toBe(false);
  }
  await expect(bar.getByText('Unsaved changes')).toBeVisible();

  // At the end of the form the bar sits under the last field, covering nothing. (The page
  // scrolls smoothly: measured once it has got there.)
  await page.evaluate(() => window.scrollTo(0, document.scrollingElement!.scrollHeight));
  const active = page.getByRole('switch', { name: /Active/ });
  await expect
    .poll(async () => {
      const [switchBox, barBox] = [await active.boundingBox(), await bar.boundingBox()];
      return barBox!.y - (switchBox!.y + switchBox!.height);
    })
    .toBeGreaterThanOrEqual(0);
  await expectNoSidewaysScroll(page);
});
