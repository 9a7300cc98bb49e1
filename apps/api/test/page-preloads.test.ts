import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct, seedTestCatalog } from './helpers/catalog-fixtures.ts';

// A web build as the build writes it: the entry with its own imports (index.html preloads those
// after the first paint, decision 105), and one lazily imported chunk per page, some sharing a chunk.
const INDEX_HTML = `<!doctype html><html lang="en"><head><meta charset="UTF-8" />
<!--app-head--><title>default</title><!--/app-head-->
<template data-after-paint><link rel="modulepreload" crossorigin href="/assets/index-E.js"><link rel="modulepreload" crossorigin href="/assets/react-R.js"></template>
<script defer src="/assets/boot-B.js" data-app="/assets/index-E.js"></script>
</head><body><div id="root"></div></body></html>`;

const MANIFEST = {
  'index.html': {
    file: 'assets/index-E.js',
    isEntry: true,
    imports: ['_react-R.js'],
    dynamicImports: ['src/app/routes/home.tsx', 'src/app/routes/product.tsx'],
  },
  '_react-R.js': { file: 'assets/react-R.js' },
  '_product-card-C.js': { file: 'assets/product-card-C.js', imports: ['_react-R.js'] },
  'src/app/routes/home.tsx': {
    file: 'assets/home-H.js',
    isDynamicEntry: true,
    imports: ['_product-card-C.js', '_react-R.js'],
  },
  'src/app/routes/product.tsx': {
    file: 'assets/product-P.js',
    isDynamicEntry: true,
    imports: ['_react-R.js'],
  },
};

/** The page's own chunks: preloaded on the first frame, inert in the HTML until then (decision 105). */
const preloads = (html: string) => {
  const later = [...html.matchAll(/<template data-after-paint>([\s\S]*?)<\/template>/g)]
    .map((match) => match[1])
    .join('');
  // Nothing outside a template asks for a script before the page shows.
  expect(html.replace(/<template[\s\S]*?<\/template>/g, '')).not.toContain('modulepreload');
  return [...later.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map(
    (match) => match[1],
  );
};

let shop: TestShop;
let withoutManifest: TestShop;
let catalog: Awaited<ReturnType<typeof seedTestCatalog>>;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'petshop-web-manifest-'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await mkdir(path.join(webDist, '.vite'));
  await writeFile(path.join(webDist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  shop = await createTestShop({ WEB_DIST_DIR: webDist });
  catalog = await seedTestCatalog(shop.database.db);
  withoutManifest = await createTestShop();
});
afterAll(async () => {
  await shop.close();
  await withoutManifest.close();
});

describe("each page's HTML preloads that page's code", () => {
  it("lists the page's chunk and what it imports, not what the entry already preloads", async () => {
    const response = await shop.app.inject({ url: '/' });
    expect(response.statusCode).toBe(200);
    expect(preloads(response.body)).toEqual(['/assets/home-H.js', '/assets/product-card-C.js']);
  });

  it("preloads the home page's first hero picture", async () => {
    const response = await shop.app.inject({ url: '/' });
    expect(response.body).toContain(
      '<link rel="preload" as="image" href="/art/hero-1.svg" fetchpriority="high" />',
    );
    const store = await shop.app.inject({ url: '/store' });
    expect(store.body).not.toContain('rel="preload" as="image"');
  });

  it('preloads the product page for a product, found or not', async () => {
    const found = await shop.app.inject({ url: `/product/${catalog.ids.salmonKibble}` });
    expect(found.statusCode).toBe(200);
    expect(preloads(found.body)).toEqual(['/assets/product-P.js']);
    // Its main picture too, by the same URL the API gives the gallery.
    const { product } = (
      await shop.app.inject({ url: `/api/get-product-details/${catalog.ids.salmonKibble}` })
    ).json<{ product: { images: { image_url: string }[] } }>();
    expect(found.body).toContain(
      `<link rel="preload" as="image" href="${product.images[0]!.image_url}" fetchpriority="high" />`,
    );
    const missing = await shop.app.inject({ url: '/product/424242' });
    expect(missing.statusCode).toBe(404);
    expect(preloads(missing.body)).toEqual(['/assets/product-P.js']);
  });

  it("preloads an uploaded main picture as the AVIF copy the gallery's <picture> picks", async () => {
    const base = 'uploads/products/0123456789abcdef0123456789abcdef';
    const id = await addOneSizeProduct(shop.database.db, 'Uploaded Bowl', 3, {
      images: [`${base}-1600.webp`, 'products/bowl-2.svg'],
    });
    const page = await shop.app.inject({ url: `/product/${id}` });
    const avif = [400, 800, 1600].map((w) => `/storage/${base}-${w}.avif ${w}w`).join(', ');
    expect(page.body).toContain(
      `<link rel="preload" as="image" type="image/avif" imagesrcset="${avif}" imagesizes="(min-width: 1280px) 584px, (min-width: 1024px) 50vw, 100vw" fetchpriority="high" />`,
    );
    expect(page.body).not.toContain(`href="/storage/${base}`);
  });

  it('adds nothing for a page the manifest does not know, or without a manifest', async () => {
    const store = await shop.app.inject({ url: '/store' });
    expect(store.statusCode).toBe(200);
    expect(preloads(store.body)).toEqual([]);
    const home = await withoutManifest.app.inject({ url: '/' });
    expect(home.statusCode).toBe(200);
    expect(preloads(home.body)).toEqual([]);
    expect(home.body).toContain('<title>The Best Pet Shop in Dubai</title>');
  });
});
