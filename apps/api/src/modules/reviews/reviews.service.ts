import { access } from 'node:fs/promises';
import path from 'node:path';
import {
  REVIEW_MESSAGES,
  REVIEWS_PER_PAGE,
  type MyReview,
  type MyReviewState,
  type ProductReview,
  type ProductReviews,
  type ReviewSort,
  type ReviewWriteRequest,
} from '@petshop/contracts/reviews';
import type { z } from 'zod';
import type { reviewWriteRequestSchema } from '@petshop/contracts/reviews';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import type { SharedCounts } from '../../lib/shared-counts.repo.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { storePicture } from '../images/picture-files.ts';
import {
  addHelpfulVote,
  countPublishedByStars,
  deleteCustomerReviews,
  findAuthor,
  findDeliveredOrderWith,
  findReview,
  findReviewedProduct,
  findUserReview,
  findVotedReviewIds,
  insertReview,
  listPublishedReviews,
  lockCustomerReviewedProducts,
  lockReviewedProduct,
  newestPublishedReviews,
  recountProductRating,
  updateReview,
  type ReviewRow,
  type ReviewWithAuthor,
} from './reviews.repo.ts';

export type ReviewWrite = z.output<typeof reviewWriteRequestSchema>;
export type { ReviewWriteRequest };

export const NO_PRODUCT = 'Product not found.';
/** Where a customer's review pictures live under the storage directory (served at /storage/). */
export const REVIEW_UPLOADS_DIR = 'uploads/reviews';
/** Writes (new reviews and edits) and picture uploads a customer may make in an hour. */
export const REVIEW_WRITES_PER_HOUR = 20;
export const REVIEW_PICTURES_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

/** A customer's own folder: a path names its uploader, so a write accepts only their own. */
const customerFolder = (userId: number) => `${REVIEW_UPLOADS_DIR}/u${userId}`;
const ownPicture = (userId: number) =>
  new RegExp(`^${customerFolder(userId)}/[0-9a-f]{32}-\\d{1,4}\\.webp$`);

/** "Sara Khan" → "Sara K."; an erased (deleted) account's reviews read "A customer". */
export function reviewAuthor(name: string, deleted: boolean): string {
  if (deleted) return 'A customer';
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'A customer';
  const first = words[0]!;
  const last = words.length > 1 ? words.at(-1)! : '';
  return last ? `${first} ${[...last][0]!.toUpperCase()}.` : first;
}

/**
 * Removes a deleting customer's reviews (decision 127) in the deletion's transaction, and
 * recounts the products they were about. Their votes on others' reviews stay (they name no one).
 */
export async function forgetCustomerReviews(tx: Db, userId: number) {
  const productIds = await lockCustomerReviewedProducts(tx, userId);
  await deleteCustomerReviews(tx, userId);
  for (const productId of productIds) await recountProductRating(tx, productId);
}

export interface ReviewsServiceOptions {
  db: Db;
  storageDir: string;
  imageUrl: ImageUrl;
  counts: SharedCounts;
  /** Drops the catalog's caches in this process after a product's figures changed. */
  catalogChanged: () => void;
}

/**
 * Customers' reviews of what they received (issue 33, decisions 126 and 127). Every write that can
 * change what counts holds the product's row and recounts its `rating` and `review_count` in the
 * same transaction, so the figures always equal the published reviews.
 */
export function createReviewsService(options: ReviewsServiceOptions) {
  const { db, storageDir, imageUrl, counts, catalogChanged } = options;

  const present = ({ review, authorName, authorDeleted }: ReviewWithAuthor): ProductReview => ({
    id: review.id,
    rating: review.rating,
    title: review.title,
    body: review.body,
    pictures: review.pictures.map((picture) => imageUrl(picture)),
    author: reviewAuthor(authorName, authorDeleted),
    // Only buyers of a delivered order can write one.
    verified_buyer: true,
    helpful_count: review.helpfulCount,
    created_at: review.createdAt.toISOString(),
    updated_at: review.updatedAt.toISOString(),
    reply:
      review.reply && review.repliedAt
        ? { text: review.reply, at: review.repliedAt.toISOString() }
        : null,
  });

  async function presentMine(review: ReviewRow): Promise<MyReview> {
    const author = await findAuthor(db, review.userId);
    return {
      ...present({
        review,
        authorName: author?.name ?? '',
        authorDeleted: author?.deletedAt != null,
      }),
      status: review.status,
      hidden_reason: review.status === 'hidden' ? review.hiddenReason : null,
      picture_paths: review.pictures,
    };
  }

  async function activeProduct(productId: number) {
    const product = await findReviewedProduct(db, productId);
    if (!product?.isActive) throw new NotFoundError(NO_PRODUCT);
    return product;
  }

  /** Counts one more of the customer's `what` this hour; 429 past `limit`. */
  async function throttle(what: string, userId: number, limit: number) {
    const count = await counts.add(`${what}:${userId}`, 1, Date.now(), HOUR_MS);
    if (count.count > limit) throw new AppError(429, REVIEW_MESSAGES.tooMany);
  }

  /** Each path must be one this customer uploaded (and still stored): 422 otherwise. */
  async function checkPictures(userId: number, pictures: string[]) {
    const own = ownPicture(userId);
    for (const picture of pictures) {
      const stored =
        own.test(picture) &&
        (await access(path.join(storageDir, picture)).then(
          () => true,
          () => false,
        ));
      if (!stored) throw new ValidationError({ pictures: [REVIEW_MESSAGES.unknownPicture] });
    }
  }

  /**
   * The status a write leaves (decision 127): pictures wait for staff; a text-only review shows
   * at once; a published review keeps showing unless new pictures come; a hidden one goes back
   * to staff, as pending, whatever it now says.
   */
  function statusAfterWrite(before: ReviewRow | undefined, pictures: string[]) {
    if (before?.status === 'hidden') return 'pending' as const;
    if (pictures.length === 0) return 'published' as const;
    if (!before || before.status === 'pending') return 'pending' as const;
    const known = new Set(before.pictures);
    return pictures.some((picture) => !known.has(picture))
      ? ('pending' as const)
      : ('published' as const);
  }

  return {
    /** GET /api/products/:id/reviews: a page of published reviews with the product's figures. */
    async list(productId: number, sort: ReviewSort, page: number): Promise<ProductReviews> {
      const product = await activeProduct(productId);
      const distribution = await countPublishedByStars(db, productId);
      const total = distribution.reduce((sum, n) => sum + n, 0);
      const lastPage = Math.max(1, Math.ceil(total / REVIEWS_PER_PAGE));
      const rows = await listPublishedReviews(
        db,
        productId,
        sort,
        REVIEWS_PER_PAGE,
        (page - 1) * REVIEWS_PER_PAGE,
      );
      return {
        average: Number(product.rating),
        count: product.reviewCount,
        distribution,
        data: rows.map(present),
        current_page: page,
        last_page: lastPage,
        total,
        per_page: REVIEWS_PER_PAGE,
      };
    },

    /** GET /api/products/:id/my-review: whether the customer may review, and their review. */
    async mine(userId: number, productId: number): Promise<MyReviewState> {
      await activeProduct(productId);
      const [orderId, review, votes] = await Promise.all([
        findDeliveredOrderWith(db, userId, productId),
        findUserReview(db, productId, userId),
        findVotedReviewIds(db, productId, userId),
      ]);
      return {
        can_review: orderId !== undefined,
        review: review ? await presentMine(review) : null,
        helpful_review_ids: votes,
      };
    },

    /**
     * PUT /api/products/:id/review: writes the customer's review, or edits the one they wrote.
     * Only a buyer of a delivered order of the product may; `created` tells which it was.
     */
    async write(
      userId: number,
      productId: number,
      input: ReviewWrite,
    ): Promise<{ created: boolean; review: MyReview }> {
      await throttle('review-write', userId, REVIEW_WRITES_PER_HOUR);
      await activeProduct(productId);
      const pictures = [...new Set(input.pictures)];
      await checkPictures(userId, pictures);
      const { created, row } = await db.transaction(async (tx) => {
        if (!(await lockReviewedProduct(tx, productId))) throw new NotFoundError(NO_PRODUCT);
        const orderId = await findDeliveredOrderWith(tx, userId, productId);
        if (orderId === undefined) throw new AppError(403, REVIEW_MESSAGES.notABuyer);
        const before = await findUserReview(tx, productId, userId);
        const values = {
          rating: input.rating,
          title: input.title ?? null,
          body: input.body ?? null,
          pictures,
          status: statusAfterWrite(before, pictures),
          orderId,
        };
        const row = before
          ? await updateReview(tx, before.id, { ...values, hiddenReason: null })
          : await insertReview(tx, productId, userId, values);
        await recountProductRating(tx, productId);
        return { created: !before, row };
      });
      catalogChanged();
      return { created, review: await presentMine(row) };
    },

    /** POST /api/reviews/:id/helpful: the customer's "Was this helpful?", counted once. */
    async voteHelpful(userId: number, reviewId: number) {
      const review = await findReview(db, reviewId);
      if (!review || review.status !== 'published')
        throw new NotFoundError(REVIEW_MESSAGES.notFound);
      if (review.userId === userId) throw new AppError(403, REVIEW_MESSAGES.ownReview);
      const helpfulCount = await db.transaction((tx) => addHelpfulVote(tx, reviewId, userId));
      return { helpful_count: helpfulCount, voted: true };
    },

    /** POST /api/reviews/pictures: one picture, stored in the customer's folder. */
    async uploadPicture(userId: number, bytes: Buffer) {
      await throttle('review-picture', userId, REVIEW_PICTURES_PER_HOUR);
      const stored = await storePicture(storageDir, bytes, customerFolder(userId));
      return { path: stored.path, url: imageUrl(stored.path) };
    },

    /** The newest published reviews of a product that has some, for its page's JSON-LD. */
    async forPageHead(productId: number, limit = 5) {
      const rows = await newestPublishedReviews(db, productId, limit);
      return rows.map(present);
    },
  };
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
