import { pageHead } from '@petshop/contracts/page-heads';
import { PAGES, type PageKey, type PageSettings } from '@petshop/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';
import { escapeHtml } from '../src/modules/web/page-head.ts';

// Every page's head comes from the one page table (packages/contracts/src/pages.ts), filled with
// the shop's own settings: the web app fills it from GET /api/settings, the server from its
// configuration. apps/web/src/lib/__tests__/page-head.test.tsx renders both side by side.

const SHOP = {
  SHOP_NAME: 'Paws & Co',
  SHOP_ADDRESS: 'Marina Walk, Dubai',
  BUSINESS_HOURS: 'Every day, 8:00 AM to 8:00 PM',
};

let shop: TestShop;
let settings: PageSettings;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop(SHOP);
  productId = (await seedTestCatalog(shop.database.db)).ids.salmonKibble;
  settings = (await shop.app.inject({ url: '/api/settings' })).json<PageSettings>();
});
afterAll(async () => {
  await shop.close();
});

/** A URL the page answers, the table's pattern filled in. */
const urlOf = (page: PageKey) =>
  page === 'product'
    ? '/product/424242'
    : page === 'not-found'
      ? '/no-such-page'
      : PAGES[page].path;

describe('page heads from the page table', () => {
  it.each(Object.keys(PAGES) as PageKey[])(
    'serves %s with the head the web app writes',
    async (page) => {
      const response = await shop.app.inject({ url: urlOf(page) });
      expect(response.statusCode).toBe(page === 'product' || page === 'not-found' ? 404 : 200);
      const head = pageHead(page, settings);
      expect(response.body).toContain(`<title>${escapeHtml(head.title)}</title>`);
      expect(response.body).toContain(
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
      expect(response.body.includes('<meta name="robots" content="noindex" />')).toBe(head.noindex);
    },
  );

  it('ends every title with the configured SHOP_NAME', async () => {
    const contact = await shop.app.inject({ url: '/contact' });
    expect(contact.body).toContain('<title>Contact Us | Paws &amp; Co</title>');
    expect(contact.body).toContain('<meta property="og:site_name" content="Paws &amp; Co" />');
    const home = await shop.app.inject({ url: '/' });
    expect(home.body).toContain('<title>Paws &amp; Co</title>');
    const product = await shop.app.inject({ url: `/product/${productId}` });
    expect(product.body).toContain('<title>Salmon Kibble Adult | Paws &amp; Co</title>');
  });

  it('gives the configured BUSINESS_HOURS and address in the contact description', async () => {
    const contact = await shop.app.inject({ url: '/contact' });
    expect(contact.body).toContain(
      '<meta name="description" content="Call, e-mail or visit us in Marina Walk, Dubai. Open Every day, 8:00 AM to 8:00 PM. Send us a message about orders, products or grooming." />',
    );
  });
});
