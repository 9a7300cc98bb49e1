import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/client.ts';
import { auditLog, productImages, staff } from '../src/db/schema.ts';
import { seedReferenceData } from '../src/db/seed/reference-data.ts';
import { createImageUrl } from '../src/lib/image-url.ts';
import { createImagesService } from '../src/modules/images/images.service.ts';
import { sniffPictureType } from '../src/modules/images/picture-files.ts';
import { AppError } from '../src/plugins/errors.ts';
import { addOneSizeProduct } from './helpers/catalog-fixtures.ts';
import { createTestDatabase, raceNote } from './helpers/db.ts';
import { cameraJpeg, plainPng, smallGif } from './helpers/pictures.ts';

let database: Database;
let storageDir: string;
let actor: { id: number; email: string };
let images: ReturnType<typeof createImagesService>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  [actor] = (await database.db
    .insert(staff)
    .values({ email: 'owner@example.com', name: 'Owner', role: 'owner', passwordHash: 'x' })
    .returning({ id: staff.id, email: staff.email })) as [typeof actor];
  storageDir = await mkdtemp(path.join(os.tmpdir(), 'petshop-storage-'));
  images = createImagesService({
    db: database.db,
    storageDir,
    imageUrl: createImageUrl(''),
  });
});
afterAll(async () => {
  await database.close();
  await rm(storageDir, { recursive: true, force: true });
});

const uploadedFiles = async () =>
  (await readdir(path.join(storageDir, 'uploads/products')).catch(() => [])).sort();
const rowsOf = (productId: number) =>
  database.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));
const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, message } = error as AppError;
  return { statusCode, message };
};

describe('sniffing the type from the bytes', () => {
  it('knows JPEG, PNG, WebP and AVIF, and nothing else', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } });
    expect(sniffPictureType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffPictureType(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffPictureType(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffPictureType(await base.clone().avif().toBuffer())).toBe('avif');
    expect(sniffPictureType(await base.clone().gif().toBuffer())).toBeUndefined();
    expect(sniffPictureType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe(
      undefined,
    );
    expect(sniffPictureType(Buffer.from('just some text, named photo.jpg'))).toBeUndefined();
    expect(sniffPictureType(Buffer.alloc(0))).toBeUndefined();
  });
});

describe('uploading pictures', () => {
  it('writes AVIF and WebP at 400, 800 and 1600 px without the camera metadata', async () => {
    const productId = await addOneSizeProduct(database.db, 'Photo Kibble', 5, { images: [] });
    const [picture] = await images.upload(actor, productId, [await cameraJpeg(2000, 80)]);

    const [row] = await rowsOf(productId);
    const base = row!.variants!.base;
    expect(base).toMatch(/^uploads\/products\/[0-9a-f]{32}$/);
    expect(row).toMatchObject({
      path: `${base}-1600.webp`,
      position: 0,
      variants: { base, widths: [400, 800, 1600], formats: ['avif', 'webp'] },
    });
    expect(picture).toMatchObject({ id: row!.id, url: `/storage/${base}-1600.webp`, isMain: true });
    const name = base.split('/').pop();
    expect(await uploadedFiles()).toEqual(
      [400, 800, 1600].flatMap((w) => [`${name}-${w}.avif`, `${name}-${w}.webp`]).sort(),
    );
    for (const width of [400, 800, 1600]) {
      for (const [format, sharpFormat] of [
        ['avif', 'heif'],
        ['webp', 'webp'],
      ] as const) {
        const meta = await sharp(path.join(storageDir, `${base}-${width}.${format}`)).metadata();
        expect(meta.format).toBe(sharpFormat);
        expect(meta.width).toBe(width);
        expect(meta.exif).toBeUndefined();
        expect(meta.xmp).toBeUndefined();
        expect(meta.orientation).toBeUndefined();
      }
    }
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(productId)));
    expect(audit).toMatchObject({
      action: 'image.upload',
      staffId: actor.id,
      entityType: 'product',
    });
  });

  it('turns a picture upright by its EXIF orientation and never enlarges it', async () => {
    const productId = await addOneSizeProduct(database.db, 'Sideways Toy', 5, { images: [] });
    // Stored 60 wide and 900 high, shown (orientation 6) 900 wide and 60 high.
    const [picture] = await images.upload(actor, productId, [await cameraJpeg(60, 900, 6)]);
    expect(picture!.variants).toMatchObject({ widths: [400, 800, 900] });
    const largest = await sharp(
      path.join(storageDir, `${picture!.variants!.base}-900.webp`),
    ).metadata();
    expect([largest.width, largest.height, largest.orientation]).toEqual([900, 60, undefined]);
  });

  it('refuses a text file named .jpg, a GIF and a damaged JPEG, writing nothing', async () => {
    const productId = await addOneSizeProduct(database.db, 'Refusing Bed', 5, { images: [] });
    const before = await uploadedFiles();
    const notPicture = {
      statusCode: 415,
      message: 'This file is not a JPEG, PNG, WebP or AVIF picture.',
    };
    expect(
      await rejection(images.upload(actor, productId, [Buffer.from('hello, I am photo.jpg')])),
    ).toEqual(notPicture);
    expect(await rejection(images.upload(actor, productId, [await smallGif()]))).toEqual(
      notPicture,
    );
    const damaged = (await cameraJpeg(900, 600)).subarray(0, 400);
    expect(await rejection(images.upload(actor, productId, [damaged]))).toEqual({
      statusCode: 422,
      message:
        'This picture could not be read: the file may be damaged. Please export it again and retry.',
    });
    // One good file and one bad one: neither is kept.
    expect(
      await rejection(
        images.upload(actor, productId, [await plainPng(), Buffer.from('not a picture')]),
      ),
    ).toEqual(notPicture);
    expect(await rowsOf(productId)).toEqual([]);
    expect(await uploadedFiles()).toEqual(before);
  });

  it('refuses a picture of more than 50 megapixels before decoding it', async () => {
    const productId = await addOneSizeProduct(database.db, 'Bomb Collar', 5, { images: [] });
    // 10,000 × 10,000 of one colour: a few hundred bytes of PNG, 400 MB decoded.
    const bomb = await sharp({
      create: { width: 10_000, height: 10_000, channels: 3, background: '#000' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await rejection(images.upload(actor, productId, [bomb]))).toEqual({
      statusCode: 422,
      message: 'Pictures can be at most 50 megapixels (e.g. 8,000 × 6,000).',
    });
  });

  it('refuses a file over 10 MB with 413', async () => {
    const productId = await addOneSizeProduct(database.db, 'Huge Leash', 5, { images: [] });
    const big = Buffer.concat([await cameraJpeg(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    expect(await rejection(images.upload(actor, productId, [big]))).toEqual({
      statusCode: 413,
      message: 'Pictures can be at most 10 MB.',
    });
  });

  it(`parallel uploads to one product get distinct positions 0…n-1${raceNote}`, async () => {
    const productId = await addOneSizeProduct(database.db, 'Busy Gallery', 5, { images: [] });
    const png = await plainPng(120, 120);
    await Promise.all(Array.from({ length: 6 }, () => images.upload(actor, productId, [png])));
    const rows = await rowsOf(productId);
    expect(rows.map((row) => row.position)).toEqual([0, 1, 2, 3, 4, 5]);
  });
});

describe('ordering, describing and removing', () => {
  it('reorders (first = main), describes, and removes with its files', async () => {
    const productId = await addOneSizeProduct(database.db, 'Ordered Bowl', 5, { images: [] });
    const png = await plainPng(500, 500);
    const uploaded = await images.upload(actor, productId, [png, png, png]);
    const [a, b, c] = uploaded.map((picture) => picture.id) as [number, number, number];

    const reordered = await images.reorder(actor, productId, [c, a, b]);
    expect(reordered.map((picture) => [picture.id, picture.isMain])).toEqual([
      [c, true],
      [a, false],
      [b, false],
    ]);
    expect(await rejection(images.reorder(actor, productId, [c, a]))).toEqual({
      statusCode: 422,
      message:
        "The order must list each of this product's pictures once. Reload the page and try again.",
    });

    const described = await images.describe(actor, productId, a, '  Blue bowl, seen from above ');
    expect(described.find((picture) => picture.id === a)?.alt).toBe('Blue bowl, seen from above');

    const removedBase = uploaded[0]!.variants!.base;
    const left = await images.remove(actor, productId, c);
    expect(left.map((picture) => [picture.id, picture.isMain])).toEqual([
      [a, true],
      [b, false],
    ]);
    expect((await rowsOf(productId)).map((row) => [row.id, row.position])).toEqual([
      [a, 0],
      [b, 1],
    ]);
    const removedName = uploaded[2]!.variants!.base;
    expect(existsSync(path.join(storageDir, `${removedName}-500.webp`))).toBe(false);
    expect(existsSync(path.join(storageDir, `${removedBase}-500.webp`))).toBe(true);
    expect(await rejection(images.remove(actor, productId, c))).toEqual({
      statusCode: 404,
      message: 'Picture not found.',
    });
  });

  it('removes a demo artwork row but never the shared SVG file', async () => {
    const productId = await addOneSizeProduct(database.db, 'Demo Ball', 5, {
      images: ['products/demo-ball-1.svg'],
    });
    await mkdir(path.join(storageDir, 'products'), { recursive: true });
    await writeFile(path.join(storageDir, 'products/demo-ball-1.svg'), '<svg/>');
    const [row] = await rowsOf(productId);
    expect(await images.remove(actor, productId, row!.id)).toEqual([]);
    expect(await rowsOf(productId)).toEqual([]);
    expect(existsSync(path.join(storageDir, 'products/demo-ball-1.svg'))).toBe(true);
  });
});
