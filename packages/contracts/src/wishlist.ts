import { z } from 'zod';
import { productIdField } from './cart.ts';
import { productImageSchema } from './catalog.ts';

export const wishlistProductRequestSchema = z.object({
  product_id: z
    .unknown()
    .pipe(productIdField.optional())
    .pipe(z.number({ error: 'The product id field is required.' })),
});
export type WishlistProductRequest = z.input<typeof wishlistProductRequestSchema>;

export const wishlistItemIdParamsSchema = z.object({ id: z.string() });

/** Spec §3 "Wishlist item": the wishlist row id and the product as the cards show it. */
export const wishlistItemSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  product: z.object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    offer_price: z.number().nullable(),
    rating: z.number(),
    /** Ours (issue 33): how many published reviews `rating` averages; no stars at 0. */
    review_count: z.number().int(),
    image_url: z.string().nullable(),
    image: z.string().nullable(),
    images: z.array(productImageSchema),
    about_product: z.string(),
    benefits: z.string(),
  }),
  created_at: z.string(),
});
export type WishlistItem = z.infer<typeof wishlistItemSchema>;

export const wishlistResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(wishlistItemSchema),
  count: z.number().int(),
  message: z.string(),
});
export type WishlistResponse = z.infer<typeof wishlistResponseSchema>;

export const wishlistCountResponseSchema = z.object({
  success: z.literal(true),
  count: z.number().int(),
});

export const wishlistStatusResponseSchema = z.object({
  success: z.literal(true),
  is_in_wishlist: z.boolean(),
});

export const successMessageSchema = z.object({ success: z.literal(true), message: z.string() });
