import type { APIRequestContext } from '@playwright/test';
import { storeProducts } from './support/catalog.ts';
import { placeOrder } from './support/orders.ts';
import { expect, test } from './support/customer.ts';
import { logInOwner, useStaffSession } from './support/staff.ts';

/** A 16×16 PNG: the review's picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAGUlEQVQokWM4UaFBEmIY1VAxGkonhmvSAAADaGgQExd+HAAAAABJRU5ErkJggg==',
  'base64',
);
const SCRIPT_TEXT = '<script>alert(1)</script> Our cat loves it, see https://example.com/cats';

/** A cash order of one unit of `product`, placed through the API. */

/** The schema.org Product of a page as the server draws it (no browser). */
async function productLd(request: APIRequestContext, productId: number) {
  const html = await (await request.get(`/product/${productId}`)).text();
  const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(json, 'the page has JSON-LD').toBeTruthy();
  return JSON.parse(json!) as {
    '@type': string;
    aggregateRating?: { '@type': string; ratingValue: string; reviewCount: number };
    review?: {
      '@type': string;
      reviewBody?: string;
      name?: string;
      reviewRating: { ratingValue: string };
    }[];
  };
}

test('a buyer reviews a delivered product with a picture; staff publish and reply; everyone sees it', async ({
  page,
  browser,
  request,
  customer,
}) => {
  test.setTimeout(90_000);
  // A product nobody reviewed yet, ordered by the customer.
  const products = await storeProducts(request, 2);
  const product = products
    .filter((candidate) => candidate.review_count === 0)
    .filter((candidate) => candidate.product_sizes.some((size) => size.stock > 2))
    .at(-1)!;
  expect(product, 'a product without reviews, in stock').toBeTruthy();
  const order = await placeOrder(request, customer, undefined, product.id);

  // Before delivery, no stars are invented and no review can be written.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  await expect(page.locator('main').getByRole('img', { name: /^Rated/ })).toHaveCount(0);
  const reviews = page.locator('#reviews');
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByText('No reviews yet.', { exact: false })).toBeVisible();
  await expect(
    reviews.getByText('Only customers who received this product can review it.'),
  ).toBeVisible();
  expect((await productLd(request, product.id)).aggregateRating).toBeUndefined();

  // Staff deliver it: processing and shipped through the API, delivered on its page.
  const owner = await logInOwner(request);
  const staffHeaders = { Authorization: `Bearer ${owner.token}` };
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Shop delivery', trackingNumber: 'SD-3301' },
  ]) {
    const moved = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers: staffHeaders,
      data: body,
    });
    expect(moved.status()).toBe(200);
  }
  const staffContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const staff = await staffContext.newPage();
  await useStaffSession(staff, owner);
  await staff.goto(`/admin/orders/${order.id}`);
  await staff.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(staff.getByRole('heading', { level: 1 })).toContainText('Delivered');

  // The order's details offer a review of the item; the link opens the form on the product page.
  await page.goto('/profile?tab=orders');
  const row = page
    .getByRole('list', { name: 'Orders' })
    .getByRole('listitem')
    .filter({ hasText: order.number });
  await row.getByRole('button', { name: /View Details/ }).click();
  await page
    .getByRole('dialog')
    .getByRole('link', { name: `Write a review of ${product.name}` })
    .click();
  await expect(page).toHaveURL(`/product/${product.id}#write-review`);
  const form = page.locator('#write-review');
  await expect(form.getByRole('heading', { name: /Write a review/ })).toBeVisible();

  // Without a rating the form says what is missing.
  await form.getByRole('button', { name: 'Post review' }).click();
  await expect(form.getByText('Choose a rating from 1 to 5 stars.')).toBeVisible();

  await form.getByRole('radio', { name: '4 stars' }).check({ force: true });
  await form.getByLabel('Title').fill('Crunchy and loved');
  await form.getByLabel('Your review').fill(SCRIPT_TEXT);
  await form.getByLabel('Add pictures').setInputFiles({
    name: 'cat.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(form.getByRole('img', { name: 'Your picture 1' })).toBeVisible();
  await form.getByRole('button', { name: 'Post review' }).click();

  // With a picture it waits for the shop.
  const mine = page.getByTestId('my-review');
  await expect(mine.getByText(/^Waiting for approval/)).toBeVisible();
  await expect(mine.getByText(SCRIPT_TEXT)).toBeVisible();
  await expect(reviews.getByText('No reviews yet.', { exact: false })).toBeVisible();

  // Staff, on a phone, find it awaiting moderation and publish it.
  await staff.goto('/admin/reviews');
  await staff.getByLabel('Search reviews').fill(customer.email);
  await staff.getByRole('button', { name: 'Search' }).click();
  const staffRow = staff.getByRole('row').filter({ hasText: 'Crunchy and loved' });
  await expect(staffRow.getByText('Awaiting moderation')).toBeVisible();
  await expect(staffRow.getByText(SCRIPT_TEXT)).toBeVisible();
  await staffRow.getByRole('button', { name: /^Publish the review by / }).click();
  await expect(staff.getByText(/^The review by .+ is published\.$/)).toBeVisible();
  await staff.getByLabel('Status').selectOption('all');
  await expect(staffRow.getByText('Published')).toBeVisible();

  // The customer sees it published, with the new average and count, the script as text.
  await page.goto(`/product/${product.id}`);
  await expect(page.getByRole('img', { name: 'Rated 4 out of 5' }).first()).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await expect(reviews.getByTestId('reviews-average')).toHaveText('4.0 out of 5');
  await expect(reviews.getByTestId('reviews-count')).toHaveText('1 review');
  const published = reviews.getByTestId('review');
  await expect(published).toHaveCount(1);
  await expect(published.getByText(SCRIPT_TEXT)).toBeVisible();
  await expect(published.getByText('Verified buyer')).toBeVisible();
  await expect(published.getByRole('link')).toHaveCount(0);
  await expect(published.getByRole('button', { name: /picture 1/ })).toBeVisible();
  await expect(mine).toHaveCount(1);
  await expect(mine.getByText(/^Waiting for approval/)).toHaveCount(0);

  // A visitor on a phone too; the server's structured data has the rating and the review.
  const visitorContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/product/${product.id}`);
  await expect(
    visitor.getByRole('link', { name: /Rated 4 out of 5/ }).getByText('(1'),
  ).toBeVisible();
  const visitorReviews = visitor.locator('#reviews');
  await visitorReviews.scrollIntoViewIfNeeded();
  await expect(visitorReviews.getByTestId('reviews-count')).toHaveText('1 review');
  await expect(visitorReviews.getByTestId('review').getByText(SCRIPT_TEXT)).toBeVisible();
  expect(await visitor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    390,
  );
  await visitorReviews.getByRole('button', { name: 'Was this helpful? (0)' }).click();
  await expect(visitor.getByRole('dialog')).toContainText('Please log in');
  const ld = await productLd(request, product.id);
  expect(ld.aggregateRating).toMatchObject({
    '@type': 'AggregateRating',
    ratingValue: '4.0',
    reviewCount: 1,
  });
  expect(ld.review).toHaveLength(1);
  expect(ld.review![0]).toMatchObject({
    '@type': 'Review',
    name: 'Crunchy and loved',
    reviewBody: SCRIPT_TEXT,
    reviewRating: { ratingValue: '4' },
  });
  // The page's HTML carries the script tag only escaped.
  const html = await (await request.get(`/product/${product.id}`)).text();
  expect(html).not.toContain('<script>alert(1)</script>');

  // Staff reply as the shop; the reply shows under the review.
  await staffRow.getByRole('button', { name: /^Reply to the review by / }).click();
  const replyDialog = staff.getByRole('dialog', { name: 'Reply as the shop' });
  await replyDialog.getByLabel('Reply').fill('Thank you! Give her our best.');
  await replyDialog.getByRole('button', { name: 'Save reply' }).click();
  await expect(staff.getByText('The reply is saved.')).toBeVisible();
  await expect(staffRow.getByText('Thank you! Give her our best.')).toBeVisible();
  await staffContext.close();

  await visitor.reload();
  await visitor.locator('#reviews').scrollIntoViewIfNeeded();
  const reply = visitor.locator('#reviews').getByTestId('review-reply');
  await expect(reply).toContainText('Reply from the shop');
  await expect(reply).toContainText('Thank you! Give her our best.');
  await visitorContext.close();

  // The customer is told of the reply, and reads it.
  await page.goto('/profile?tab=notifications');
  const notifications = page.getByRole('list', { name: 'Notifications' });
  const told = notifications
    .getByRole('listitem')
    .filter({ hasText: `The shop replied to your review of ${product.name}` });
  await expect(told).toContainText('Unread');
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(notifications).not.toContainText('Unread');
});
