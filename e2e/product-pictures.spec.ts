import type { ProductListResponse } from '@petshop/contracts';
import sharp from 'sharp';
import { expectPictureLoaded } from './support/pictures.ts';
import { expect, logInOwner, test } from './support/staff.ts';

/** A 2,400 × 1,800 camera-like JPEG with EXIF: a picture as staff would upload it. */
const photo = () => {
  const width = 2400;
  const height = 1800;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      pixels[i] = Math.round((x * 255) / width);
      pixels[i + 1] = Math.round((y * 255) / height);
      pixels[i + 2] = ((x >> 6) + (y >> 6)) % 2 ? 200 : 60;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif({ IFD0: { Artist: 'Staff Camera' } })
    .jpeg({ quality: 85 })
    .toBuffer();
};

test.describe('uploaded product pictures', () => {
  test('become the main picture, served by the real server as AVIF at the width the page shows', async ({
    page,
    request,
  }) => {
    const { token } = await logInOwner(request);
    const headers = { authorization: `Bearer ${token}` };
    const list = (await (
      await request.get('/api/get-filtered-products?page=2')
    ).json()) as ProductListResponse;
    const product = list.products.data.at(-1)!;
    const url = `/api/admin/products/${product.id}/images`;

    // What the server refuses, over real HTTP: a text file named .jpg, and 11 MB.
    const text = await request.post(url, {
      headers,
      multipart: {
        files: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo\n') },
      },
    });
    expect(text.status()).toBe(415);
    expect(await text.json()).toEqual({
      message: 'This file is not a JPEG, PNG, WebP or AVIF picture.',
    });
    const big = await request.post(url, {
      headers,
      multipart: {
        files: {
          name: 'big.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.concat([await photo(), Buffer.alloc(11 * 1024 * 1024)]),
        },
      },
    });
    expect(big.status()).toBe(413);
    expect(await big.json()).toEqual({ message: 'Pictures can be at most 10 MB.' });

    const uploaded = await request.post(url, {
      headers,
      multipart: {
        files: { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: await photo() },
      },
    });
    expect(uploaded.status()).toBe(201);
    const { images } = (await uploaded.json()) as { images: { id: number; url: string }[] };
    const added = images.at(-1)!;
    try {
      const order = await request.put(`${url}/order`, {
        headers,
        data: { imageIds: [added.id, ...images.slice(0, -1).map((image) => image.id)] },
      });
      expect(order.status()).toBe(200);

      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(`/product/${product.id}`);
      const main = page.getByRole('img', { name: product.name, exact: true });
      await expectPictureLoaded(main);
      const base = added.url.replace(/-1600\.webp$/, '');
      expect(await main.getAttribute('srcset')).toBe(
        `${base}-400.webp 400w, ${base}-800.webp 800w, ${base}-1600.webp 1600w`,
      );
      // 584 CSS pixels wide at 1×: the browser takes the 800 px AVIF, not the 1600 px file.
      expect(await main.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
        new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-800\\.avif$`),
      );
      const served = await request.get(`${base}-800.avif`);
      expect(served.headers()['content-type']).toBe('image/avif');
      const meta = await sharp(await served.body()).metadata();
      expect([meta.width, meta.exif]).toEqual([800, undefined]);
      // The demo artwork beside it is still a plain SVG picture.
      await page.getByRole('button', { name: `Show image 2 of ${images.length}` }).click();
      const demo = page.getByRole('img', { name: product.name, exact: true });
      await expectPictureLoaded(demo);
      expect(await demo.getAttribute('src')).toMatch(/\.svg$/);
    } finally {
      // Leave the demo catalog as the other specs expect it; the files go too.
      const removed = await request.delete(`${url}/${added.id}`, { headers });
      expect(removed.status()).toBe(200);
      expect((await request.get(`${added.url}`)).status()).toBe(404);
    }
  });
});
