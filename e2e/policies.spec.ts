import type { ProductDetailsResponse, ProductListResponse } from '@petshop/contracts';
import { expect, test } from './support/customer.ts';

/**
 * The pages a shop needs (issue 20): returns, delivery, privacy and terms, written as Markdown in
 * the repository, reached from the footer and the checkout, and answering when opened directly.
 */

const POLICIES = [
  { link: 'Delivery', path: '/policies/delivery', heading: 'Delivery' },
  { link: 'Returns and Refunds', path: '/policies/returns', heading: 'Returns and Refunds' },
  { link: 'Privacy Policy', path: '/policies/privacy', heading: 'Privacy Policy' },
  { link: 'Terms and Conditions', path: '/policies/terms', heading: 'Terms and Conditions' },
];

test.describe('policy pages', () => {
  test('the footer opens each policy, with its heading and title', async ({ page }) => {
    await page.goto('/');
    for (const policy of POLICIES) {
      const footerLinks = page.getByRole('navigation', { name: 'Policies' });
      await footerLinks.getByRole('link', { name: policy.link, exact: true }).click();
      await expect(page).toHaveURL(policy.path);
      await expect(
        page.getByRole('heading', { level: 1, name: policy.heading, exact: true }),
      ).toBeVisible();
      await expect(page).toHaveTitle(`${policy.heading} | The Best Pet Shop in Dubai`);
    }
    // The shop's own contact details are filled in from its settings.
    await expect(
      page.getByRole('link', { name: 'support@bestpetshop.ae' }).first(),
    ).toHaveAttribute('href', 'mailto:support@bestpetshop.ae');
  });

  test('each policy answers 200 when opened directly, with its heading', async ({
    page,
    request,
  }) => {
    for (const policy of POLICIES) {
      const response = await request.get(policy.path);
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(
        `<title>${policy.heading} | The Best Pet Shop in Dubai</title>`,
      );
    }
    await page.goto('/policies/returns');
    await expect(page.getByText(/14 days of delivery/)).toBeVisible();
    // A link between policies moves within the shop.
    await page.getByRole('link', { name: 'delivery information' }).click();
    await expect(page).toHaveURL('/policies/delivery');
    await expect(page.getByRole('heading', { level: 1, name: 'Delivery' })).toBeVisible();
    const sitemap = await (await request.get('/sitemap.xml')).text();
    for (const policy of POLICIES) expect(sitemap).toContain(`${policy.path}</loc>`);
  });

  test('the checkout names the terms next to the place-order button', async ({
    page,
    request,
    customer,
  }) => {
    const list = (await (
      await request.get('/api/get-filtered-products')
    ).json()) as ProductListResponse;
    let added = false;
    for (const summary of list.products.data) {
      const { product } = (await (
        await request.get(`/api/get-product-details/${summary.id}`)
      ).json()) as ProductDetailsResponse;
      const size = product.product_sizes.find((s) => s.stock > 2);
      if (!size) continue;
      const response = await request.post('/api/cart/add', {
        headers: { Authorization: `Bearer ${customer.token}` },
        data: { product_id: product.id, product_size_id: size.id, quantity: 1 },
      });
      expect(response.ok()).toBe(true);
      added = true;
      break;
    }
    expect(added).toBe(true);

    await page.goto('/checkout');
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByText('By placing your order you agree to our')).toBeVisible();
    const terms = page.getByRole('link', { name: 'Terms and Conditions (opens in a new tab)' });
    await expect(terms).toHaveAttribute('href', '/policies/terms');
    for (const name of ['Delivery', 'Returns and Refunds', 'Privacy Policy']) {
      await expect(
        page.getByRole('main').getByRole('link', { name: `${name} (opens in a new tab)` }),
      ).toBeVisible();
    }
    const [tab] = await Promise.all([page.context().waitForEvent('page'), terms.click()]);
    await expect(
      tab.getByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeVisible();
    await tab.close();
  });

  test('no WhatsApp link while the shop has no WhatsApp number', async ({ page, request }) => {
    const settings = (await (await request.get('/api/settings')).json()) as {
      whatsapp_number: string | null;
    };
    expect(settings.whatsapp_number).toBeNull();
    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    // The settings have arrived (the top bar shows the phone they carry): no WhatsApp with them.
    await expect(page.getByRole('link', { name: '+971 4 555 0123' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    await expect(page.locator('a[href^="https://wa.me/"]')).toHaveCount(0);
  });
});
