import { z } from 'zod';
import { emailField, languageField } from './auth.ts';
import { bidiControlsMessage, hasBidiControls } from './text-rules.ts';

/**
 * Reviews, back-in-stock alerts, notifications and e-mail preferences as customers meet them
 * (issue 33, decision 126). Reviews are written by buyers of a delivered order, one per customer
 * and product; text is stored as written and shown escaped, links never clickable.
 */

export const MAX_REVIEW_PICTURES = 3;
export const REVIEW_TITLE_MAX = 120;
export const REVIEW_BODY_MAX = 5000;
export const REVIEW_SORTS = ['newest', 'helpful'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
export const REVIEWS_PER_PAGE = 5;

export const REVIEW_MESSAGES = {
  notABuyer: 'Only customers who received this product can review it.',
  ratingRequired: 'Choose a rating from 1 to 5 stars.',
  titleTooLong: `The title may be at most ${REVIEW_TITLE_MAX} characters.`,
  bodyTooLong: `The review may be at most ${REVIEW_BODY_MAX} characters.`,
  tooManyPictures: `A review can have at most ${MAX_REVIEW_PICTURES} pictures.`,
  unknownPicture: 'One of the pictures was not uploaded by you. Upload it again.',
  tooMany: 'You have written many reviews in a short time. Please try again in an hour.',
  ownReview: 'You cannot vote on your own review.',
  notFound: 'Review not found.',
} as const;

const optionalText = (max: number, tooLong: string, label: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine((text) => !hasBidiControls(text), { error: bidiControlsMessage(label) })
    .nullish()
    .transform((text) => (text ? text : null));

/** PUT /api/products/:id/review: writes the customer's review, or edits it if they have one. */
export const reviewWriteRequestSchema = z.object({
  rating: z
    .number({ error: REVIEW_MESSAGES.ratingRequired })
    .int({ error: REVIEW_MESSAGES.ratingRequired })
    .min(1, { error: REVIEW_MESSAGES.ratingRequired })
    .max(5, { error: REVIEW_MESSAGES.ratingRequired }),
  title: optionalText(REVIEW_TITLE_MAX, REVIEW_MESSAGES.titleTooLong, 'title'),
  body: optionalText(REVIEW_BODY_MAX, REVIEW_MESSAGES.bodyTooLong, 'review'),
  /** Paths answered by POST /api/reviews/pictures, in the order to show them. */
  pictures: z
    .array(z.string().max(300))
    .max(MAX_REVIEW_PICTURES, { error: REVIEW_MESSAGES.tooManyPictures })
    .default([]),
});
export type ReviewWriteRequest = z.input<typeof reviewWriteRequestSchema>;

/** POST /api/reviews/pictures (multipart, one file): a picture ready to attach to a review. */
export const reviewPictureSchema = z.object({ path: z.string(), url: z.string() });
export type ReviewPicture = z.infer<typeof reviewPictureSchema>;

export const REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

/** A published review as every visitor reads it. */
export const productReviewSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  title: z.string().nullable(),
  body: z.string().nullable(),
  /** Picture URLs. */
  pictures: z.array(z.string()),
  /** The customer's first name and the initial of the last ("Sara K."). */
  author: z.string(),
  verified_buyer: z.boolean(),
  helpful_count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The shop's answer, shown under the review. */
  reply: z.object({ text: z.string(), at: z.string() }).nullable(),
});
export type ProductReview = z.infer<typeof productReviewSchema>;

/** GET /api/products/:id/reviews?sort=newest|helpful&page=N: public, a page of published reviews. */
export const productReviewsSchema = z.object({
  /** The product's `rating` (0 without reviews) and `review_count`. */
  average: z.number(),
  count: z.number().int(),
  /** Published reviews by stars: index 0 is 1 star, index 4 is 5 stars. */
  distribution: z.array(z.number().int()).length(5),
  data: z.array(productReviewSchema),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type ProductReviews = z.infer<typeof productReviewsSchema>;

/** The customer's own review, whatever its status. */
export const myReviewSchema = productReviewSchema.extend({
  status: z.enum(REVIEW_STATUSES),
  /** Why staff hid it, when they did. */
  hidden_reason: z.string().nullable(),
  /** The stored paths, to send back when editing. */
  picture_paths: z.array(z.string()),
});
export type MyReview = z.infer<typeof myReviewSchema>;

/** GET /api/products/:id/my-review (logged in): whether they may review, their review, their votes. */
export const myReviewStateSchema = z.object({
  can_review: z.boolean(),
  review: myReviewSchema.nullable(),
  /** Ids of this product's reviews the customer found helpful. */
  helpful_review_ids: z.array(z.number().int()),
});
export type MyReviewState = z.infer<typeof myReviewStateSchema>;

/** POST /api/reviews/:id/helpful (logged in, once per customer). */
export const helpfulVoteSchema = z.object({
  helpful_count: z.number().int(),
  voted: z.boolean(),
});

/* ---------------------------------------------------------------- back in stock */

export const STOCK_ALERT_MESSAGES = {
  inStock: 'This is in stock now: you can add it to your cart.',
  waiting: (email: string) => `We will e-mail ${email} when it is back.`,
  unsubscribed: 'You will not get an e-mail about this product.',
  unknownLink: 'This link is no longer valid. The alert may already have been sent or stopped.',
  /** The alert's mail went out: that ended it, so there is nothing left to stop. */
  alreadySent: 'We have already e-mailed you that this is back, so this alert has ended.',
  tooMany: 'Too many alerts for this e-mail address. Please try again in an hour.',
  sizeNotFound: 'This size is no longer sold. Choose another size.',
} as const;

/** POST /api/products/:id/stock-alerts: a visitor gives an e-mail; a customer's account's is used. */
export const stockAlertRequestSchema = z.object({
  email: emailField.optional(),
  /** A size that is out of stock; null or missing: any size of the product. */
  size_id: z.number().int().positive().nullish(),
  /** Issue 34 (an extra field): the mail's language; else the request's Accept-Language. */
  language: languageField.optional(),
});
export type StockAlertRequest = z.input<typeof stockAlertRequestSchema>;

export const stockAlertSchema = z.object({
  product_id: z.number().int(),
  size_id: z.number().int().nullable(),
  email: z.string(),
  message: z.string(),
});

/** GET /api/products/:id/stock-alerts (logged in): the sizes they wait for (null: any size). */
export const myStockAlertsSchema = z.object({ size_ids: z.array(z.number().int().nullable()) });

/** POST /api/stock-alerts/unsubscribe: from the link in the mail, without logging in. */
export const stockAlertUnsubscribeRequestSchema = z.object({ token: z.string().min(1).max(100) });
export const stockAlertUnsubscribeSchema = z.object({
  product_name: z.string(),
  message: z.string(),
});

/* ---------------------------------------------------------------- notifications */

export const notificationSchema = z.object({
  id: z.number().int(),
  /** order-status, refund, booking, appointment, back-in-stock, review-reply */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path in the shop to open, or null. */
  link: z.string().nullable(),
  read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications?page=N (newest first, 20 a page). */
export const notificationsPageSchema = z.object({
  data: z.array(notificationSchema),
  unread: z.number().int(),
  current_page: z.number().int(),
  last_page: z.number().int(),
  total: z.number().int(),
  per_page: z.number().int(),
});
export type NotificationsPage = z.infer<typeof notificationsPageSchema>;

/** GET /api/notifications/unread-count; also the answer of POST /api/notifications/read-all and /:id/read. */
export const unreadCountSchema = z.object({ unread: z.number().int() });

/* ---------------------------------------------------------------- e-mail preferences */

export const MAIL_LISTS = ['review_requests', 'back_in_stock', 'offers'] as const;
export type MailList = (typeof MAIL_LISTS)[number];

/** GET and PUT /api/profile/mail-preferences. Order updates are always sent. */
export const mailPreferencesSchema = z.object({
  order_updates: z.literal(true),
  review_requests: z.boolean(),
  back_in_stock: z.boolean(),
  offers: z.boolean(),
});
export type MailPreferences = z.infer<typeof mailPreferencesSchema>;
export const mailPreferencesRequestSchema = mailPreferencesSchema
  .omit({ order_updates: true })
  .partial();

/** POST /api/mail-preferences/unsubscribe: from a mail's link, without logging in. */
export const mailUnsubscribeRequestSchema = z.object({
  token: z.string().min(1).max(100),
  list: z.enum(MAIL_LISTS),
});
export const mailUnsubscribeSchema = z.object({ list: z.enum(MAIL_LISTS), message: z.string() });

export const MAIL_PREFERENCE_MESSAGES = {
  unsubscribed: {
    review_requests: 'You will no longer get e-mails asking you to review what you bought.',
    back_in_stock: 'You will no longer get back-in-stock e-mails.',
    offers: 'You will no longer get offers by e-mail.',
  } satisfies Record<MailList, string>,
  unknownLink:
    'This link is no longer valid. Log in and change your e-mail preferences under All Notifications.',
} as const;
