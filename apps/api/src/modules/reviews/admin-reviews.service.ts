import type { AdminReview } from '@petshop/contracts/admin-reviews';
import { listPage } from '@petshop/contracts/admin-lists';
import type { adminReviewsQuerySchema } from '@petshop/contracts/admin-reviews';
import { REVIEW_MESSAGES } from '@petshop/contracts/reviews';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { addNotifications } from '../notifications/notifications.repo.ts';
import {
  findAdminReview,
  listAdminReviews,
  lockReview,
  lockReviewedProduct,
  recountProductRating,
  updateReview,
  type AdminReviewRow,
  type ReviewRow,
} from './reviews.repo.ts';

export const ADMIN_REVIEWS_PAGE_SIZE = 20;
type ListQuery = z.output<typeof adminReviewsQuerySchema>;

/** What the audit log keeps of a review: enough to tell what staff changed. */
const audited = (review: ReviewRow) => ({
  productId: review.productId,
  rating: review.rating,
  status: review.status,
  hiddenReason: review.hiddenReason,
  reply: review.reply,
});

/** A notification's text of the shop's reply: its first words. */
const excerpt = (text: string, max = 140) =>
  [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;

/**
 * The back office's reviews (issue 33): moderation (publish, hide with a reason the customer
 * sees) and the shop's reply. Each write holds the product's row, recounts its figures and
 * records itself in the audit log in one transaction.
 */
export function createAdminReviewsService(options: {
  db: Db;
  imageUrl: ImageUrl;
  catalogChanged: () => void;
}) {
  const { db, imageUrl, catalogChanged } = options;

  const present = (row: AdminReviewRow): AdminReview => ({
    id: row.review.id,
    product: { id: row.review.productId, name: row.productName },
    customer: { id: row.review.userId, name: row.customerName, email: row.customerEmail },
    order_number: row.orderNumber,
    rating: row.review.rating,
    title: row.review.title,
    body: row.review.body,
    pictures: row.review.pictures.map((picture) => imageUrl(picture)),
    status: row.review.status,
    hidden_reason: row.review.hiddenReason,
    reply: row.review.reply,
    replied_at: row.review.repliedAt?.toISOString() ?? null,
    helpful_count: row.review.helpfulCount,
    created_at: row.review.createdAt.toISOString(),
    updated_at: row.review.updatedAt.toISOString(),
  });

  async function detail(reviewId: number): Promise<AdminReview> {
    const row = await findAdminReview(db, reviewId);
    if (!row) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    return present(row);
  }

  /** Moves a review to `status` with the product held and its figures recounted. */
  async function moderate(
    actor: AuditActor,
    reviewId: number,
    status: 'published' | 'hidden',
    reason: string | null,
  ) {
    const product = await findReviewProduct(reviewId);
    await db.transaction(async (tx) => {
      await lockReviewedProduct(tx, product);
      const before = await lockReview(tx, reviewId);
      if (!before) throw new NotFoundError(REVIEW_MESSAGES.notFound);
      if (before.status === status && before.hiddenReason === reason) return;
      const after = await updateReview(tx, reviewId, { status, hiddenReason: reason });
      await recountProductRating(tx, before.productId);
      await recordAudit(tx, actor, {
        action: status === 'published' ? 'review.publish' : 'review.hide',
        entityType: 'review',
        entityId: reviewId,
        before: audited(before),
        after: audited(after),
      });
    });
    catalogChanged();
    return detail(reviewId);
  }

  async function findReviewProduct(reviewId: number) {
    const row = await findAdminReview(db, reviewId);
    if (!row) throw new NotFoundError(REVIEW_MESSAGES.notFound);
    return row.review.productId;
  }

  return {
    /** GET /api/admin/reviews: newest first, filtered, with how many await moderation. */
    async list(query: ListQuery) {
      const { rows, total, pending } = await listAdminReviews(
        db,
        query,
        ADMIN_REVIEWS_PAGE_SIZE,
        (query.page - 1) * ADMIN_REVIEWS_PAGE_SIZE,
      );
      return {
        ...listPage(rows.map(present), total, query.page, ADMIN_REVIEWS_PAGE_SIZE),
        pending,
      };
    },

    detail,

    /** POST /api/admin/reviews/:id/publish: shown and counted. */
    publish: (actor: AuditActor, reviewId: number) => moderate(actor, reviewId, 'published', null),

    /** POST /api/admin/reviews/:id/hide: out of the page and the average; the customer sees why. */
    hide: (actor: AuditActor, reviewId: number, reason: string) =>
      moderate(actor, reviewId, 'hidden', reason),

    /**
     * PUT /api/admin/reviews/:id/reply: the shop's answer under the review (empty removes it). A
     * new or changed reply tells the customer in their notifications.
     */
    async reply(actor: AuditActor, reviewId: number, text: string) {
      const reply = text.trim() || null;
      await db.transaction(async (tx) => {
        const before = await lockReview(tx, reviewId);
        if (!before) throw new NotFoundError(REVIEW_MESSAGES.notFound);
        if (before.reply === reply) return;
        const after = await updateReview(tx, reviewId, {
          reply,
          repliedAt: reply ? new Date() : null,
        });
        await recordAudit(tx, actor, {
          action: reply ? 'review.reply' : 'review.reply-remove',
          entityType: 'review',
          entityId: reviewId,
          before: audited(before),
          after: audited(after),
        });
        if (reply) {
          const row = await findAdminReview(tx, reviewId);
          await addNotifications(tx, [
            {
              userId: before.userId,
              kind: 'review-reply',
              title: `The shop replied to your review of ${row?.productName ?? 'a product'}`,
              body: excerpt(reply),
              link: `/product/${before.productId}#reviews`,
            },
          ]);
        }
      });
      return detail(reviewId);
    },
  };
}

export type AdminReviewsService = ReturnType<typeof createAdminReviewsService>;
