/**
 * Uploaded product pictures: the API writes each one as AVIF and WebP copies at up to three
 * widths, named `uploads/products/<name>-<width>.<format>`, and stores the largest WebP as the
 * picture's path. Every image URL the API gives out (catalog, cart, wishlist, orders) is that path,
 * so the web app finds the other copies from the URL alone: no response changes shape.
 */

/** The widths written, narrowest first; a narrower original is never enlarged. */
export const PICTURE_WIDTHS = [400, 800, 1600] as const;
export const LARGEST_PICTURE_WIDTH = 1600;
/** Most preferred first: a `<picture>` offers them in this order. */
export const PICTURE_FORMATS = ['avif', 'webp'] as const;
export type PictureFormat = (typeof PICTURE_FORMATS)[number];
/**
 * `sizes` of the product page's main picture: half of the 1280 px page (less its padding and
 * gap) on a wide screen, the whole width on a narrow one. The page's preload says the same.
 */
export const GALLERY_SIZES = '(min-width: 1280px) 584px, (min-width: 1024px) 50vw, 100vw';
/** `sizes` of the product page's thumbnails: a quarter of the main picture's width. */
export const GALLERY_THUMBNAIL_SIZES = '(min-width: 1280px) 137px, (min-width: 1024px) 12vw, 25vw';
/** The largest upload accepted, per file. */
export const MAX_PICTURE_BYTES = 10 * 1024 * 1024;
/** At most this many files in one upload request. */
export const MAX_PICTURES_PER_UPLOAD = 10;
/** The longest description (alt text) of a picture. */
export const MAX_PICTURE_ALT_LENGTH = 250;

/**
 * The widths written for a picture whose largest copy is `largest` pixels wide: every standard
 * width below it, then itself (an original of 1000 px gives 400, 800 and 1000).
 */
export function pictureWidths(largest: number): number[] {
  return [...PICTURE_WIDTHS.filter((width) => width < largest), largest];
}

const UPLOADED = /^(.*\/?uploads\/products\/[a-z0-9]+)-(\d{1,5})\.webp$/;

/** The copies of an uploaded picture, from its URL; null for anything else (the demo SVGs). */
export function uploadedPicture(url: string | null | undefined): {
  base: string;
  widths: number[];
} | null {
  const match = url ? UPLOADED.exec(url) : null;
  if (!match) return null;
  const largest = Number(match[2]);
  if (largest < 1 || largest > LARGEST_PICTURE_WIDTH) return null;
  return { base: match[1]!, widths: pictureWidths(largest) };
}

/** `srcset` of one format of an uploaded picture (`…-400.avif 400w, …-800.avif 800w`), or null. */
export function pictureSrcSet(
  url: string | null | undefined,
  format: PictureFormat,
): string | null {
  const picture = uploadedPicture(url);
  if (!picture) return null;
  return picture.widths.map((width) => `${picture.base}-${width}.${format} ${width}w`).join(', ');
}
