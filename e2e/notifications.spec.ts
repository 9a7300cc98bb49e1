import { expect, test } from './support/customer.ts';
import { placeOrder } from './support/orders.ts';
import { logInOwner } from './support/staff.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('staff move an order: the customer sees the count, reads the news, marks all read, and keeps a preference', async ({
  page,
  request,
  customer,
}) => {
  const order = await placeOrder(request, customer);

  // Before anything happened: the spec's empty state, no count.
  await page.goto('/profile?tab=notifications');
  await expect(page.getByText('No notifications')).toBeVisible();
  const profileIcon = page.getByRole('banner').getByRole('link', { name: /^Profile/ });
  await expect(profileIcon).toHaveAccessibleName('Profile');

  const owner = await logInOwner(request);
  for (const body of [
    { status: 'processing' },
    { status: 'shipped', carrier: 'Shop delivery', trackingNumber: 'SD-2001' },
  ]) {
    const moved = await request.post(`/api/admin/orders/${order.id}/status`, {
      headers: { Authorization: `Bearer ${owner.token}` },
      data: body,
    });
    expect(moved.status()).toBe(200);
  }

  // The header's profile icon carries the count.
  await page.goto('/');
  await expect(profileIcon).toHaveAccessibleName('Profile, 2 unread notifications');
  // The badge shows the number ('99+' above 99, unit-tested), read aloud once in the name.
  await expect(profileIcon.getByText('2', { exact: true })).toBeVisible();

  await profileIcon.click();
  const tab = page.getByRole('tab', { name: /All Notification/ });
  await expect(tab).toHaveAccessibleName(/^All Notification\s*, 2 unread$/);
  await tab.click();
  const list = page.getByRole('list', { name: 'Notifications' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(2);
  // Newest first, both unread.
  await expect(items.nth(0)).toContainText(`Unread: Your order ${order.number} has shipped`);
  await expect(items.nth(0)).toContainText(`Your order ${order.number} is on its way.`);
  await expect(items.nth(1)).toContainText(`Unread: We are preparing your order ${order.number}`);
  await expect(page.getByText('2 unread', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(list).not.toContainText('Unread');
  await expect(profileIcon).toHaveAccessibleName('Profile');
  await expect(tab).toHaveAccessibleName('All Notification');
  await expect(page.getByRole('button', { name: 'Mark all as read' })).toHaveCount(0);
  // Read stays read.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Notifications' })).toContainText('has shipped');
  await expect(page.getByRole('list', { name: 'Notifications' })).not.toContainText('Unread');

  // E-mail preferences: order updates always on; review requests switched off, and kept.
  await expect(page.getByRole('checkbox', { name: /Order updates/ })).toBeDisabled();
  await expect(page.getByRole('checkbox', { name: /Order updates/ })).toBeChecked();
  const reviews = page.getByRole('checkbox', { name: /Review requests/ });
  await expect(reviews).toBeChecked();
  await reviews.uncheck();
  await expect(page.getByText('Saved: Review requests off.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: /Review requests/ })).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Back-in-stock alerts/ })).toBeChecked();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('opening a notification marks it read and follows its link', async ({
  page,
  request,
  customer,
}) => {
  const order = await placeOrder(request, customer);
  const owner = await logInOwner(request);
  const moved = await request.post(`/api/admin/orders/${order.id}/status`, {
    headers: { Authorization: `Bearer ${owner.token}` },
    data: { status: 'processing' },
  });
  expect(moved.status()).toBe(200);

  await page.goto('/profile?tab=notifications');
  const item = page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('link', { name: new RegExp(`We are preparing your order ${order.number}`) });
  await expect(item).toContainText('Unread:');
  await item.click();
  await expect(page).toHaveURL(/tab=orders/);
  const profileIcon = page.getByRole('banner').getByRole('link', { name: /^Profile/ });
  await expect(profileIcon).toHaveAccessibleName('Profile');
});
