import type {
  MyReview,
  MyReviewState,
  ProductReviews,
  ReviewPicture,
  ReviewSort,
  ReviewWriteRequest,
} from '@petshop/contracts/reviews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api-client.ts';

/** The query keys of a product's reviews: the public pages, and the customer's own state. */
export const reviewKeys = {
  all: (productId: number) => ['reviews', productId] as const,
  page: (productId: number, sort: ReviewSort, page: number) =>
    ['reviews', productId, 'page', sort, page] as const,
  mine: (productId: number) => ['reviews', productId, 'mine'] as const,
};

/** GET /api/products/:id/reviews?sort=&page=: a page of published reviews, the average, the bars. */
export function useProductReviews(productId: number, sort: ReviewSort, page: number) {
  return useQuery({
    queryKey: reviewKeys.page(productId, sort, page),
    queryFn: ({ signal }) =>
      apiRequest<ProductReviews>(`/products/${productId}/reviews`, {
        query: { sort, page },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/products/:id/my-review (logged in): may they review, their review, their votes. */
export function useMyReview(productId: number, loggedIn: boolean) {
  return useQuery({
    queryKey: reviewKeys.mine(productId),
    queryFn: ({ signal }) =>
      apiRequest<MyReviewState>(`/products/${productId}/my-review`, { auth: 'required', signal }),
    enabled: loggedIn,
  });
}

/** PUT /api/products/:id/review: writes the customer's review, or edits the one they have. */
export function useWriteReview(productId: number, onSaved?: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ReviewWriteRequest) =>
      apiRequest<MyReview>(`/products/${productId}/review`, {
        method: 'PUT',
        body: input,
        auth: 'required',
      }),
    onSuccess: (review) => {
      client.setQueryData<MyReviewState>(reviewKeys.mine(productId), (state) =>
        state ? { ...state, review } : state,
      );
      void client.invalidateQueries({ queryKey: reviewKeys.all(productId) });
      onSaved?.();
    },
    networkMode: 'always',
  });
}

/** POST /api/reviews/pictures (multipart, one file): a picture ready to attach. */
export function uploadReviewPicture(file: File): Promise<ReviewPicture> {
  const body = new FormData();
  body.append('file', file, file.name);
  return apiRequest<ReviewPicture>('/reviews/pictures', {
    method: 'POST',
    body,
    auth: 'required',
  });
}

/** POST /api/reviews/:id/helpful (logged in, once). */
export function useHelpfulVote(productId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) =>
      apiRequest<{ helpful_count: number; voted: boolean }>(`/reviews/${reviewId}/helpful`, {
        method: 'POST',
        auth: 'required',
      }),
    onSuccess: (_answer, reviewId) => {
      client.setQueryData<MyReviewState>(reviewKeys.mine(productId), (state) =>
        state && !state.helpful_review_ids.includes(reviewId)
          ? { ...state, helpful_review_ids: [...state.helpful_review_ids, reviewId] }
          : state,
      );
      void client.invalidateQueries({ queryKey: reviewKeys.all(productId) });
    },
    networkMode: 'always',
  });
}
