import { z } from 'zod';
import { MAX_PICTURE_ALT_LENGTH } from './pictures.ts';

// The back office's pictures of a product (/api/admin/products/:id/images), camelCase JSON.

export { MAX_PICTURE_ALT_LENGTH, MAX_PICTURES_PER_UPLOAD } from './pictures.ts';

export const adminPictureSchema = z.object({
  id: z.number().int(),
  /** The largest WebP copy (or the demo artwork), as the shop loads it. */
  url: z.string(),
  /** What the picture shows, for people who cannot see it; null = the product's name. */
  alt: z.string().nullable(),
  /** The first picture is the product's main one. */
  isMain: z.boolean(),
  /** The copies of an uploaded picture; null for the demo artwork. */
  variants: z
    .object({ base: z.string(), widths: z.array(z.number().int()), formats: z.array(z.string()) })
    .nullable(),
});
export type AdminPicture = z.infer<typeof adminPictureSchema>;

/** A product's pictures in the shop's order. */
export const adminPicturesSchema = z.object({ images: z.array(adminPictureSchema) });
export type AdminPictures = z.infer<typeof adminPicturesSchema>;

export const reorderPicturesRequestSchema = z.object({
  imageIds: z
    .array(z.number({ error: 'Each picture id must be a number.' }).int(), {
      error: 'imageIds must list the picture ids in their new order.',
    })
    .max(200),
});

export const updatePictureRequestSchema = z.object({
  alt: z
    .string({ error: 'The description must be text.' })
    .max(MAX_PICTURE_ALT_LENGTH, {
      error: `The description can be at most ${MAX_PICTURE_ALT_LENGTH} characters.`,
    })
    .nullable(),
});
