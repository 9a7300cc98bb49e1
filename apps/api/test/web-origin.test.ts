import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { seedTestCatalog } from './helpers/catalog-fixtures.ts';

// Issue 27.19: without PUBLIC_URL the links in cached answers (pages, sitemap, robots.txt) keep
// the first origin the shop served; a later request's Host never reaches them.
let shop: TestShop;
let productId: number;
beforeAll(async () => {
  shop = await createTestShop({ NODE_ENV: 'development' });
  productId = (await seedTestCatalog(shop.database.db)).ids.catPate;
});
afterAll(() => shop.close());

const get = (url: string, host: string) =>
  shop.app.inject({ method: 'GET', url, headers: { host } });

describe('the shop origin in cacheable answers without PUBLIC_URL', () => {
  it('keeps the first-seen origin for canonical links, og:url, og:image, the sitemap and robots.txt', async () => {
    const first = await get('/', 'shop.test:3000');
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<link rel="canonical" href="http://shop.test:3000/"');

    const answers = await Promise.all(
      ['/', `/product/${productId}`, '/sitemap.xml', '/robots.txt'].map((url) =>
        get(url, 'evil.example'),
      ),
    );
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).not.toContain('evil.example');
    }
    const [home, product, sitemap, robots] = answers.map((answer) => answer.body);
    expect(home).toContain('<link rel="canonical" href="http://shop.test:3000/"');
    expect(product).toContain(
      `<meta property="og:url" content="http://shop.test:3000/product/${productId}"`,
    );
    expect(product).toMatch(/<meta property="og:image" content="http:\/\/shop\.test:3000\//);
    expect(sitemap).toContain('<loc>http://shop.test:3000/</loc>');
    expect(robots).toContain('Sitemap: http://shop.test:3000/sitemap.xml');
  });
});
