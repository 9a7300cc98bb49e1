import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MAX_PICTURE_BYTES,
  LARGEST_PICTURE_WIDTH,
  PICTURE_FORMATS,
  pictureWidths,
} from '@petshop/contracts/pictures';
import sharp from 'sharp';
import { WorkSlots } from '../../lib/work-slots.ts';
import { AppError } from '../../plugins/errors.ts';

export const NOT_A_PICTURE = 'This file is not a JPEG, PNG, WebP or AVIF picture.';
export const TOO_LARGE = 'Pictures can be at most 10 MB.';
/** A picture's pixels are decoded in memory: a small file may hold a huge image (a "bomb"). */
export const MAX_PICTURE_PIXELS = 50_000_000;
export const TOO_MANY_PIXELS = 'Pictures can be at most 50 megapixels (e.g. 8,000 × 6,000).';
export const UNREADABLE =
  'This picture could not be read: the file may be damaged. Please export it again and retry.';

/** Where uploaded product pictures live under the storage directory (served at /storage/). */
export const UPLOADS_DIR = 'uploads/products';

export type PictureType = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the stored copies are: `variants` of a product_images row. */
export interface PictureVariants {
  base: string;
  widths: number[];
  /** File extensions: avif, webp. */
  formats: string[];
}

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * The picture type the file's first bytes declare, whatever its name or Content-Type says:
 * JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (RIFF….WEBP) or AVIF (an ISO BMFF `ftyp` box
 * naming the avif or avis brand). Anything else is undefined.
 */
export function sniffPictureType(bytes: Buffer): PictureType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('ftyp'), 4)) {
    const boxSize = bytes.readUInt32BE(0);
    const end = Math.min(boxSize, bytes.length, 256);
    // Major brand at 8, minor version at 12, compatible brands from 16, four bytes each.
    for (let offset = 8; offset + 4 <= end; offset += offset === 8 ? 8 : 4) {
      const brand = bytes.toString('latin1', offset, offset + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
  }
  return undefined;
}

/** The format sharp reads a sniffed type as (AVIF is a HEIF container). */
const SHARP_FORMAT: Record<PictureType, string> = {
  jpeg: 'jpeg',
  png: 'png',
  webp: 'webp',
  avif: 'heif',
};

export interface StoredPicture {
  /** The row's path: the largest WebP. */
  path: string;
  variants: PictureVariants;
  /** Every file written, relative to the storage directory. */
  files: string[];
}

/** The files of a stored picture's copies, relative to the storage directory. */
export function variantFiles(variants: PictureVariants): string[] {
  return variants.widths.flatMap((width) =>
    variants.formats.map((format) => `${variants.base}-${width}.${format}`),
  );
}

/**
 * Pictures decoded and encoded at once in this process (decision 084): a 49-megapixel photo
 * takes some 150 MB while it is turned into its copies, so parallel uploads queue here instead
 * of adding up (three uploads of ten such photos took 1.2 GB). libvips keeps no cache of
 * decoded pictures either: every upload is new.
 */
export const PICTURES_AT_ONCE = 1;
export const pictureWork = new WorkSlots(PICTURES_AT_ONCE);
sharp.cache(false);

/**
 * Checks a file is a JPEG, PNG, WebP or AVIF picture by its bytes, turns it upright by its EXIF
 * orientation, and writes AVIF and WebP copies at up to three widths (never enlarged) under a
 * random name, without any of the original's metadata (EXIF, GPS, XMP, ICC comments): sharp
 * writes none unless asked to. Throws a 4xx AppError a person can act on for a bad file.
 */
export function storePicture(
  storageDir: string,
  bytes: Buffer,
  /** The folder under the storage directory: products' by default, or customers' reviews'. */
  folder = UPLOADS_DIR,
): Promise<StoredPicture> {
  return pictureWork.run(() => convertPicture(storageDir, bytes, folder));
}

async function convertPicture(
  storageDir: string,
  bytes: Buffer,
  folder: string,
): Promise<StoredPicture> {
  if (bytes.length > MAX_PICTURE_BYTES) throw new AppError(413, TOO_LARGE);
  const type = sniffPictureType(bytes);
  if (!type) throw new AppError(415, NOT_A_PICTURE);
  // autoOrient: turned upright by its EXIF orientation, then the orientation tag goes with the
  // rest of the metadata.
  const input = () =>
    sharp(bytes, { limitInputPixels: MAX_PICTURE_PIXELS, failOn: 'error', autoOrient: true });
  let width: number;
  try {
    const metadata = await input().metadata();
    if (metadata.format !== SHARP_FORMAT[type]) throw new AppError(415, NOT_A_PICTURE);
    if (metadata.width * metadata.height > MAX_PICTURE_PIXELS) {
      throw new AppError(422, TOO_MANY_PIXELS);
    }
    // Upright: EXIF orientations 5 to 8 turn the picture a quarter.
    width = metadata.autoOrient.width;
  } catch (error) {
    if (error instanceof AppError) throw error;
    // sharp checks limitInputPixels as it reads the header.
    if (error instanceof Error && /pixel limit/i.test(error.message)) {
      throw new AppError(422, TOO_MANY_PIXELS);
    }
    throw new AppError(422, UNREADABLE);
  }

  const largest = Math.min(width, LARGEST_PICTURE_WIDTH);
  const variants: PictureVariants = {
    base: `${folder}/${randomBytes(16).toString('hex')}`,
    widths: pictureWidths(largest),
    formats: [...PICTURE_FORMATS],
  };
  const files = variantFiles(variants);
  await mkdir(path.join(storageDir, folder), { recursive: true });
  try {
    // Decoded once, upright and at the largest width, in sRGB; every copy is made from that.
    const upright = await input()
      .resize({ width: largest, withoutEnlargement: true })
      .raw()
      .toBuffer({ resolveWithObject: true });
    for (const size of variants.widths) {
      const pixels = sharp(upright.data, { raw: upright.info });
      const copy = size === largest ? pixels : pixels.resize({ width: size });
      // AVIF effort 2: under a second for 1600 px on one core; effort 4 (the default) takes
      // about 30 times as long for files some 10 % smaller.
      const [avif, webp] = await Promise.all([
        copy.clone().avif({ quality: 55, effort: 2 }).toBuffer(),
        copy.clone().webp({ quality: 80 }).toBuffer(),
      ]);
      await writeFile(path.join(storageDir, `${variants.base}-${size}.avif`), avif, {
        flag: 'wx',
      });
      await writeFile(path.join(storageDir, `${variants.base}-${size}.webp`), webp, {
        flag: 'wx',
      });
    }
  } catch (error) {
    await removePictureFiles(storageDir, files);
    // A file system error (disk full) is the server's; anything else is sharp failing on the
    // pixels of a file whose header read well (truncated or damaged).
    if (error instanceof Error && 'code' in error) throw error;
    throw new AppError(422, UNREADABLE);
  }
  return { path: `${variants.base}-${largest}.webp`, variants, files };
}

/** Removes stored copies; a file already gone is no error. */
export async function removePictureFiles(storageDir: string, files: string[]): Promise<void> {
  await Promise.all(files.map((file) => rm(path.join(storageDir, file), { force: true })));
}
