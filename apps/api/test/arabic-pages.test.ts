import { pageHead } from '@petshop/contracts/page-heads';
import { PAGES, type PageKey, type PageSettings } from '@petshop/contracts/pages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeHtml } from '../src/modules/web/page-head.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';

// Issue 34: every page of the shop in Arabic at its English address under /ar, with its own head,
// <html lang="ar" dir="rtl">, hreflang alternates and sitemap entries (decision 132).

const ORIGIN = 'https://shop.example';
let shop: TestShop;
let settings: PageSettings;
let productId: number;

beforeAll(async () => {
  shop = await createTestShop({ SHOP_NAME: 'Paws & Co', PUBLIC_URL: ORIGIN });
  productId = (await seedTestCatalog(shop.database.db)).ids.salmonKibble;
  settings = (await shop.app.inject({ url: '/api/settings' })).json<PageSettings>();
});
afterAll(async () => {
  await shop.close();
});

const arabicUrlOf = (page: PageKey) =>
  page === 'product'
    ? '/ar/product/424242'
    : page === 'not-found'
      ? '/ar/no-such-page'
      : `/ar${PAGES[page].path === '/' ? '' : PAGES[page].path}`;

describe('Arabic pages', () => {
  it.each((Object.keys(PAGES) as PageKey[]).filter((page) => page !== 'admin'))(
    'serves %s in Arabic, right to left, with its Arabic head',
    async (page) => {
      const response = await shop.app.inject({ url: arabicUrlOf(page) });
      expect(response.statusCode).toBe(page === 'product' || page === 'not-found' ? 404 : 200);
      expect(response.body).toContain('<html lang="ar" dir="rtl">');
      const head = pageHead(page, settings, undefined, 'ar');
      expect(response.body).toContain(`<title>${escapeHtml(head.title)}</title>`);
      expect(response.body).toContain(
        `<meta name="description" content="${escapeHtml(head.description)}" />`,
      );
    },
  );

  it('names both languages of a page, the English one as the default', async () => {
    for (const url of ['/store', '/ar/store']) {
      const body = (await shop.app.inject({ url })).body;
      expect(body).toContain(`<link rel="alternate" hreflang="en" href="${ORIGIN}/store" />`);
      expect(body).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar/store" />`);
      expect(body).toContain(
        `<link rel="alternate" hreflang="x-default" href="${ORIGIN}/store" />`,
      );
      expect(body).toContain(`<link rel="canonical" href="${ORIGIN}${url}" />`);
    }
    const home = (await shop.app.inject({ url: '/ar' })).body;
    expect(home).toContain(`<link rel="alternate" hreflang="ar" href="${ORIGIN}/ar" />`);
    expect(home).toContain('<title>Paws &amp; Co</title>');
  });

  it('keeps the English pages English', async () => {
    const body = (await shop.app.inject({ url: '/store' })).body;
    expect(body).toContain('<html lang="en">');
    expect(body).not.toContain('dir="rtl"');
    expect(body).toContain('<title>Store | Paws &amp; Co</title>');
  });

  it('serves a product page in Arabic at /ar/product/{id}', async () => {
    const response = await shop.app.inject({ url: `/ar/product/${productId}` });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<html lang="ar" dir="rtl">');
    expect(response.body).toContain(
      `<link rel="canonical" href="${ORIGIN}/ar/product/${productId}" />`,
    );
    expect(response.body).toContain(
      `<link rel="alternate" hreflang="en" href="${ORIGIN}/product/${productId}" />`,
    );
  });

  it('lists every page of the sitemap in both languages', async () => {
    const body = (await shop.app.inject({ url: '/sitemap.xml' })).body;
    expect(body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    for (const path of ['/store', '/grooming', `/product/${productId}`]) {
      expect(body).toContain(`<loc>${ORIGIN}${path}</loc>`);
      expect(body).toContain(`<loc>${ORIGIN}/ar${path}</loc>`);
      expect(body).toContain(
        `<xhtml:link rel="alternate" hreflang="ar" href="${ORIGIN}/ar${path}"/>`,
      );
    }
    expect(body).toContain(`<loc>${ORIGIN}/ar</loc>`);
  });

  it('keeps the Arabic cart and account pages out of search engines too', async () => {
    const body = (await shop.app.inject({ url: '/robots.txt' })).body;
    expect(body).toContain('Disallow: /ar/cart');
    expect(body).toContain('Disallow: /ar/checkout');
  });
});

describe('the remembered language', () => {
  const cookie = (language: string) => ({ cookie: `other=1; shop_language=${language}` });

  it('opens a visitor who chose Arabic in Arabic, with nothing cached', async () => {
    const store = await shop.app.inject({ url: '/store?petTypes=CAT', headers: cookie('ar') });
    expect(store.statusCode).toBe(302);
    expect(store.headers.location).toBe('/ar/store?petTypes=CAT');
    expect(store.headers['cache-control']).toBe('private, no-store');
    const home = await shop.app.inject({ url: '/', headers: cookie('ar') });
    expect(home.headers.location).toBe('/ar');
  });

  it('leaves English visitors and Arabic addresses alone', async () => {
    expect((await shop.app.inject({ url: '/store', headers: cookie('en') })).statusCode).toBe(200);
    expect((await shop.app.inject({ url: '/store' })).statusCode).toBe(200);
    expect((await shop.app.inject({ url: '/ar/store', headers: cookie('en') })).statusCode).toBe(
      200,
    );
    // The API is never redirected.
    const api = await shop.app.inject({ url: '/api/settings', headers: cookie('ar') });
    expect(api.statusCode).toBe(200);
  });
});
