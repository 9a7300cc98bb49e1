import type { AdminReview } from '@petshop/contracts/admin-reviews';
import type { AdminListPage } from '@petshop/contracts/admin-lists';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminRequest } from '../../admin-api.ts';
import { reviewKeys } from './review-keys.ts';

export type ReviewListQuery = Record<string, string | number | undefined>;
export type AdminReviewsPage = AdminListPage<AdminReview> & { pending: number };

/** GET /api/admin/reviews: a page of reviews by status, stars, pictures and words; the pending count. */
export const reviewsQuery = (query: ReviewListQuery) => {
  const sent = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  return queryOptions({
    queryKey: reviewKeys.list(query),
    queryFn: ({ signal }) => adminRequest<AdminReviewsPage>('/reviews', { query: sent, signal }),
    placeholderData: keepPreviousData,
  });
};

export const useAdminReviews = (query: ReviewListQuery) => useQuery(reviewsQuery(query));

/** How many reviews wait for moderation (the menu's badge): the first page's count, kept a minute. */
export const usePendingReviews = (enabled: boolean) =>
  useQuery({
    ...reviewsQuery({ status: 'pending' }),
    select: (page) => page.pending,
    staleTime: 60_000,
    enabled,
  });
