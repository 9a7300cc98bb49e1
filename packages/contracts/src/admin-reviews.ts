import { z } from 'zod';
import { adminListPageSchema } from './admin-lists.ts';
import { REVIEW_STATUSES } from './reviews.ts';

/** The back office's reviews (issue 33): moderation, hiding with a reason, the shop's reply. */

export const ADMIN_REVIEW_MESSAGES = {
  reasonRequired: 'Say why the review is hidden (the customer sees it).',
  replyTooLong: 'A reply may be at most 2000 characters.',
} as const;

/** GET /api/admin/reviews?status=&stars=&pictures=true&q=&page= */
export const adminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATUSES).optional(),
  stars: z.coerce.number().int().min(1).max(5).optional(),
  pictures: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => (value === undefined ? undefined : value === 'true')),
  /** Product name, customer name or e-mail, or words of the review. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
});

export const adminReviewSchema = z.object({
  id: z.number().int(),
  product: z.object({ id: z.number().int(), name: z.string() }),
  customer: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  order_number: z.string().nullable(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  pictures: z.array(z.string()),
  status: z.enum(REVIEW_STATUSES),
  hidden_reason: z.string().nullable(),
  reply: z.string().nullable(),
  replied_at: z.string().nullable(),
  helpful_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewsPageSchema = adminListPageSchema(adminReviewSchema).extend({
  /** How many wait for moderation, for the badge in the menu. */
  pending: z.number().int(),
});

/** POST /api/admin/reviews/:id/hide */
export const hideReviewRequestSchema = z.object({
  reason: z
    .string({ error: ADMIN_REVIEW_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: ADMIN_REVIEW_MESSAGES.reasonRequired })
    .max(500),
});

/** PUT /api/admin/reviews/:id/reply: an empty text removes the reply. */
export const replyReviewRequestSchema = z.object({
  text: z.string().trim().max(2000, { error: ADMIN_REVIEW_MESSAGES.replyTooLong }),
});
