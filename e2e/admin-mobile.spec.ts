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
