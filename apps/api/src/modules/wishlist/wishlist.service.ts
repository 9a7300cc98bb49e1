import type { WishlistItem, WishlistResponse } from '@petshop/contracts';
import type { Language } from '@petshop/contracts/language';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { filsToAed } from '../../lib/money.ts';
import { textIn } from '../../lib/translated-text.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import {
  countWishlistItems,
  deleteAllWishlistItems,
  deleteWishlistItem,
  deleteWishlistProduct,
  findWishlistItem,
  findWishlistItems,
  insertWishlistItem,
  isActiveProduct,
  isInWishlist,
} from './wishlist.repo.ts';

export const ALREADY_IN_WISHLIST = 'Product is already in your wishlist';
const ITEM_NOT_FOUND = 'Wishlist item not found';

export function createWishlistService(db: Db, imageUrl: ImageUrl, cart: CartService) {
  return {
    /** The customer's wishlist; in Arabic (issue 34) the texts staff wrote in Arabic, else English. */
    async list(userId: number, language: Language = 'en'): Promise<WishlistResponse> {
      const rows = await findWishlistItems(db, userId);
      const items: WishlistItem[] = rows.map((row) => {
        const images = row.product.images.map((image) => ({
          id: image.id,
          image_url: imageUrl(image.path),
        }));
        const firstImage = images[0]?.image_url ?? null;
        return {
          id: row.id,
          product_id: row.productId,
          product: {
            id: row.product.id,
            name: textIn(language, row.product.name, row.product.nameAr),
            description: textIn(language, row.product.description, row.product.descriptionAr),
            price: filsToAed(row.product.priceFils),
            offer_price:
              row.product.offerPriceFils === null ? null : filsToAed(row.product.offerPriceFils),
            rating: Number(row.product.rating),
            review_count: row.product.reviewCount,
            image_url: firstImage,
            image: firstImage,
            images,
            about_product: textIn(language, row.product.aboutProduct, row.product.aboutProductAr),
            benefits: textIn(language, row.product.benefits, row.product.benefitsAr),
          },
          created_at: row.createdAt.toISOString(),
        };
      });
      return {
        success: true,
        items,
        count: items.length,
        message: items.length === 0 ? 'Your wishlist is empty' : 'Wishlist retrieved successfully',
      };
    },

    count: (userId: number) => countWishlistItems(db, userId),

    status: (userId: number, productId: number) => isInWishlist(db, userId, productId),

    async add(userId: number, productId: number): Promise<void> {
      if (!(await isActiveProduct(db, productId))) {
        throw new ValidationError({ product_id: ['The selected product is not available.'] });
      }
      if (!(await insertWishlistItem(db, userId, productId))) {
        throw new AppError(400, ALREADY_IN_WISHLIST);
      }
    },

    async removeProduct(userId: number, productId: number): Promise<void> {
      if (!(await deleteWishlistProduct(db, userId, productId))) {
        throw new NotFoundError('Product is not in your wishlist');
      }
    },

    async removeItem(userId: number, itemId: number): Promise<void> {
      if (!(await deleteWishlistItem(db, userId, itemId))) throw new NotFoundError(ITEM_NOT_FOUND);
    },

    clear: (userId: number) => deleteAllWishlistItems(db, userId),

    /** One unit into the cart and off the wishlist, together or not at all. */
    async moveToCart(userId: number, itemId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const item = await findWishlistItem(tx, userId, itemId);
        if (!item) throw new NotFoundError(ITEM_NOT_FOUND);
        await cart.add(userId, { product_id: item.productId, quantity: 1 }, tx);
        await deleteWishlistItem(tx, userId, itemId);
      });
    },
  };
}

export type WishlistService = ReturnType<typeof createWishlistService>;
