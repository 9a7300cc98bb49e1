import { t } from '@lingui/core/macro';
import type { MyReview } from '@petshop/contracts/reviews';

/** An average with one decimal, as the summary shows it: 4.5, 4.0. */
export const averageText = (average: number) => (Math.round(average * 10) / 10).toFixed(1);

/** The distribution's bars from 5 stars down to 1: how many, and their share of all in percent. */
export function distributionRows(distribution: readonly number[], count: number) {
  return [5, 4, 3, 2, 1].map((stars) => {
    const reviews = distribution[stars - 1] ?? 0;
    return { stars, reviews, percent: count > 0 ? Math.round((reviews / count) * 100) : 0 };
  });
}

/** "Was this helpful? (3)". */
export const helpfulText = (count: number) => t`Was this helpful? (${count})`;

/** What the customer is told about their own review's state; null once it is published. */
export function myReviewNote(review: Pick<MyReview, 'status' | 'hidden_reason'>): string | null {
  if (review.status === 'pending') {
    return t`Waiting for approval: reviews with pictures are checked by the shop before they show.`;
  }
  if (review.status === 'hidden') {
    const reason = review.hidden_reason;
    return reason ? t`Hidden by the shop: ${reason}` : t`Hidden by the shop.`;
  }
  return null;
}

/** The title of a review's star row for a screen reader. */
export const ratingLabel = (rating: number) => t`Rated ${rating} out of 5`;
