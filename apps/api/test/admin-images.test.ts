import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, productImages } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createTestShop, type TestShop } from './helpers/app.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createCustomer, type TestCustomer } from './helpers/customers.ts';
import { raceNote } from './helpers/db.ts';
import { pictureWork } from '../src/modules/images/picture-files.ts';
import { cameraJpeg, multipart, plainPng, smallGif } from './helpers/pictures.ts';
import { staffSession, type TestStaff } from './helpers/staff.ts';

let shop: TestShop;
let storageDir: string;
let member: TestStaff;
let customer: TestCustomer;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'petshop-storage-'));
  shop = await createTestShop({ STORAGE_DIR: storageDir });
  await seedReferenceData(shop.database.db);
  member = await staffSession(shop.app, shop.database, { role: 'staff' });
  customer = await createCustomer(shop);
});
afterAll(async () => {
  await shop.close();
  await rm(storageDir, { recursive: true, force: true });
});

const NOT_A_PICTURE = 'This file is not a JPEG, PNG, WebP or AVIF picture.';
const newProduct = (name: string) => addOneSizeProduct(shop.database.db, name, 5, { images: [] });
const upload = (
  productId: number,
  files: { name: string; type: string; bytes: Buffer }[],
  headers: Record<string, string> = member.headers,
) => {
  const body = multipart(files);
  return shop.app.inject({
    method: 'POST',
    url: `/api/admin/products/${productId}/images`,
    payload: body.payload,
    headers: { ...body.headers, ...headers },
  });
};
const rowsOf = (productId: number) =>
  shop.database.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
const uploadedFiles = async () =>
  (await readdir(path.join(storageDir, 'uploads/products')).catch(() => [])).sort();
const shopImages = async (productId: number) =>
  (await shop.app.inject({ url: `/api/get-product-details/${productId}` })).json<{
    product: { image_url: string | null; images: { id: number; image_url: string }[] };
  }>().product;

describe('POST /api/admin/products/:id/images', () => {
  it('stores each upload as AVIF and WebP at three widths, without metadata, shown by the shop', async () => {
    const productId = await newProduct('Uploaded Kibble');
    const response = await upload(productId, [
      { name: 'IMG_0001.JPG', type: 'image/jpeg', bytes: await cameraJpeg(2000, 90) },
      { name: 'side.png', type: 'image/png', bytes: await plainPng(600, 400) },
    ]);
    expect(response.statusCode).toBe(201);
    const { images } = response.json<{
      images: {
        id: number;
        url: string;
        isMain: boolean;
        variants: { base: string; widths: number[] };
      }[];
    }>();
    expect(images.map((image) => [image.isMain, image.variants.widths])).toEqual([
      [true, [400, 800, 1600]],
      [false, [400, 600]],
    ]);
    const rows = await rowsOf(productId);
    expect(rows.map((row) => [row.id, row.position, row.path])).toEqual(
      images.map((image, index) => [
        image.id,
        index,
        `${image.variants.base}-${index === 0 ? 1600 : 600}.webp`,
      ]),
    );
    // Random names, never the client's.
    const files = await uploadedFiles();
    expect(files).toHaveLength(3 * 2 + 2 * 2);
    expect(files.join(' ')).not.toMatch(/IMG_0001|side/);
    const base = images[0]!.variants.base;
    for (const width of [400, 800, 1600]) {
      for (const format of ['avif', 'webp']) {
        const served = await shop.app.inject({ url: `/storage/${base}-${width}.${format}` });
        expect(served.statusCode).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        const meta = await sharp(served.rawPayload).metadata();
        expect([meta.width, meta.exif, meta.xmp]).toEqual([width, undefined, undefined]);
      }
    }
    // The shop's very next request shows them, by the largest WebP's URL, main first.
    const product = await shopImages(productId);
    expect(product.image_url).toBe(`/storage/${base}-1600.webp`);
    expect(product.images.map((image) => image.image_url)).toEqual(images.map((i) => i.url));
    const audit = await shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(productId)));
    expect(audit.map((entry) => [entry.action, entry.staffId])).toEqual([
      ['image.upload', member.staff.id],
    ]);
  });

  it('refuses a text file named .jpg with 415 and the reason, writing nothing', async () => {
    const productId = await newProduct('Text Toy');
    const before = await uploadedFiles();
    const response = await upload(productId, [
      {
        name: 'photo.jpg',
        type: 'image/jpeg',
        bytes: Buffer.from('I am a text file, not a photo.\n'),
      },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: NOT_A_PICTURE });
    expect(await rowsOf(productId)).toEqual([]);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a GIF, whatever it is called', async () => {
    const productId = await newProduct('Gif Bed');
    const response = await upload(productId, [
      { name: 'cat.png', type: 'image/png', bytes: await smallGif() },
    ]);
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: NOT_A_PICTURE });
  });

  it('refuses an 11 MB upload with 413, writing nothing', async () => {
    const productId = await newProduct('Big Leash');
    const before = await uploadedFiles();
    const bytes = Buffer.concat([await cameraJpeg(200, 200), Buffer.alloc(11 * 1024 * 1024, 7)]);
    const response = await upload(productId, [{ name: 'big.jpg', type: 'image/jpeg', bytes }]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Pictures can be at most 10 MB.' });
    expect(await rowsOf(productId)).toEqual([]);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses more than 10 files at once, a body that is not multipart, and a missing product', async () => {
    const productId = await newProduct('Many Balls');
    const png = await plainPng(50, 50);
    const many = await upload(
      productId,
      Array.from({ length: 11 }, (_, index) => ({
        name: `${index}.png`,
        type: 'image/png',
        bytes: png,
      })),
    );
    expect(many.statusCode).toBe(413);
    expect(many.json()).toEqual({ message: 'At most 10 pictures at a time.' });

    const json = await shop.app.inject({
      method: 'POST',
      url: `/api/admin/products/${productId}/images`,
      headers: member.headers,
      payload: { files: [] },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json()).toEqual({
      message: 'Send the pictures as multipart/form-data, one file field per picture.',
    });

    const none = await upload(productId, []);
    expect(none.statusCode).toBe(422);
    expect(none.json().message).toBe('Choose at least one picture to upload.');

    const missing = await upload(999_999, [{ name: 'a.png', type: 'image/png', bytes: png }]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Product not found.' });
    expect(await rowsOf(productId)).toEqual([]);
  });

  it('is for staff only: a visitor and a customer get 401', async () => {
    const productId = await newProduct('Guarded Bowl');
    const file = [{ name: 'a.png', type: 'image/png', bytes: await plainPng(50, 50) }];
    for (const headers of [{ authorization: '' }, customer.headers]) {
      const response = await upload(productId, file, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated. Please log in again.' });
    }
    expect(await rowsOf(productId)).toEqual([]);
  });

  it(`parallel uploads to one product get positions 0…n-1${raceNote}`, async () => {
    const productId = await newProduct('Busy Gallery');
    const png = await plainPng(80, 80);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () =>
        upload(productId, [{ name: 'a.png', type: 'image/png', bytes: png }]),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect((await rowsOf(productId)).map((row) => row.position)).toEqual([0, 1, 2, 3, 4]);
  });
});

describe('picture work at once (issue 27.20)', () => {
  it('turns one picture at a time into its copies, however many uploads arrive together', async () => {
    const productIds = await Promise.all([1, 2, 3].map((n) => newProduct(`Queued Gallery ${n}`)));
    const jpeg = await cameraJpeg(1200, 800);
    pictureWork.peak = 0;
    const responses = await Promise.all(
      productIds.map((productId) =>
        upload(
          productId,
          Array.from({ length: 3 }, (_, n) => ({
            name: `photo-${n}.jpg`,
            type: 'image/jpeg',
            bytes: jpeg,
          })),
        ),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(pictureWork.peak).toBe(1);
    for (const productId of productIds) expect(await rowsOf(productId)).toHaveLength(3);
  });
});

describe('ordering, describing and removing pictures', () => {
  it('reorders (first = main), describes and removes, each seen by the shop and audited', async () => {
    const productId = await newProduct('Ordered Collar');
    const png = await plainPng(500, 300);
    const uploaded = (
      await upload(productId, [
        { name: 'a.png', type: 'image/png', bytes: png },
        { name: 'b.png', type: 'image/png', bytes: png },
        { name: 'c.png', type: 'image/png', bytes: png },
      ])
    ).json<{ images: { id: number; url: string; variants: { base: string } }[] }>().images;
    const [a, b, c] = uploaded.map((image) => image.id) as [number, number, number];
    const url = `/api/admin/products/${productId}/images`;

    const order = await shop.app.inject({
      method: 'PUT',
      url: `${url}/order`,
      headers: member.headers,
      payload: { imageIds: [c, a, b] },
    });
    expect(order.statusCode).toBe(200);
    expect(order.json().images.map((image: { id: number }) => image.id)).toEqual([c, a, b]);
    expect((await shopImages(productId)).images.map((image) => image.id)).toEqual([c, a, b]);

    const wrong = await shop.app.inject({
      method: 'PUT',
      url: `${url}/order`,
      headers: member.headers,
      payload: { imageIds: [c, c, a] },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      imageIds: [
        "The order must list each of this product's pictures once. Reload the page and try again.",
      ],
    });

    const described = await shop.app.inject({
      method: 'PATCH',
      url: `${url}/${a}`,
      headers: member.headers,
      payload: { alt: 'The collar, buckled' },
    });
    expect(described.statusCode).toBe(200);
    expect(described.json().images[1]).toMatchObject({ id: a, alt: 'The collar, buckled' });
    // The shop's next answer carries it; a picture without one has no alt member at all.
    expect((await shopImages(productId)).images.slice(0, 2)).toEqual([
      { id: c, image_url: uploaded[2]!.url },
      { id: a, image_url: uploaded[0]!.url, alt: 'The collar, buckled' },
    ]);
    const tooLong = await shop.app.inject({
      method: 'PATCH',
      url: `${url}/${a}`,
      headers: member.headers,
      payload: { alt: 'x'.repeat(251) },
    });
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().message).toBe('The description can be at most 250 characters.');

    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `${url}/${c}`,
      headers: member.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(
      removed
        .json()
        .images.map((image: { id: number; isMain: boolean }) => [image.id, image.isMain]),
    ).toEqual([
      [a, true],
      [b, false],
    ]);
    const removedBase = uploaded[2]!.variants.base;
    for (const file of [`${removedBase}-400.avif`, `${removedBase}-500.webp`]) {
      expect(existsSync(path.join(storageDir, file))).toBe(false);
    }
    expect(existsSync(path.join(storageDir, `${uploaded[0]!.variants.base}-500.webp`))).toBe(true);
    expect((await shopImages(productId)).image_url).toBe(uploaded[0]!.url);
    const again = await shop.app.inject({
      method: 'DELETE',
      url: `${url}/${c}`,
      headers: member.headers,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Picture not found.' });

    const listed = await shop.app.inject({ url, headers: member.headers });
    expect(listed.json().images.map((image: { id: number }) => image.id)).toEqual([a, b]);

    const actions = await shop.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(productId)))
      .orderBy(asc(auditLog.id));
    expect(actions.map((entry) => entry.action)).toEqual([
      'image.upload',
      'image.reorder',
      'image.update',
      'image.delete',
    ]);
  });

  it("deleting a product nobody ordered removes its uploaded pictures' files", async () => {
    const productId = await newProduct('Short-lived Toy');
    const uploaded = (
      await upload(productId, [
        { name: 'a.png', type: 'image/png', bytes: await plainPng(450, 300) },
      ])
    ).json<{ images: { variants: { base: string } }[] }>().images;
    const base = uploaded[0]!.variants.base;
    expect(existsSync(path.join(storageDir, `${base}-450.avif`))).toBe(true);
    const removed = await shop.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${productId}`,
      headers: member.headers,
    });
    expect(removed.statusCode).toBe(204);
    for (const file of [
      `${base}-400.avif`,
      `${base}-400.webp`,
      `${base}-450.avif`,
      `${base}-450.webp`,
    ]) {
      expect(existsSync(path.join(storageDir, file))).toBe(false);
    }
  });

  it('keeps the rest of the API at its body limit', async () => {
    const productId = await newProduct('Limited Toy');
    const response = await shop.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${productId}/images/order`,
      headers: { ...member.headers, 'content-type': 'application/json' },
      payload: JSON.stringify({ imageIds: [], padding: 'x'.repeat(300 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
  });
});
