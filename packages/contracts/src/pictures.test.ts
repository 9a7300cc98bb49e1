import { describe, expect, it } from 'vitest';
import { pictureSrcSet, pictureWidths, uploadedPicture } from './pictures.ts';

describe('uploaded picture copies', () => {
  it('are every standard width below the largest, then the largest', () => {
    expect(pictureWidths(1600)).toEqual([400, 800, 1600]);
    expect(pictureWidths(1000)).toEqual([400, 800, 1000]);
    expect(pictureWidths(400)).toEqual([400]);
    expect(pictureWidths(120)).toEqual([120]);
  });

  it('are found from the URL of the largest WebP, absolute or not', () => {
    const url = 'https://shop.example/storage/uploads/products/abc123-800.webp';
    expect(uploadedPicture(url)).toEqual({
      base: 'https://shop.example/storage/uploads/products/abc123',
      widths: [400, 800],
    });
    expect(pictureSrcSet('/storage/uploads/products/abc123-500.webp', 'avif')).toBe(
      '/storage/uploads/products/abc123-400.avif 400w, /storage/uploads/products/abc123-500.avif 500w',
    );
  });

  it('are none for the demo artwork or anything else', () => {
    expect(uploadedPicture('/storage/products/royal-kibble-1.svg')).toBeNull();
    expect(uploadedPicture('/storage/uploads/products/abc-3200.webp')).toBeNull();
    expect(uploadedPicture('/storage/uploads/products/ABC-800.webp')).toBeNull();
    expect(pictureSrcSet(null, 'webp')).toBeNull();
  });
});
