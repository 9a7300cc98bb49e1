import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg, plural, t } from '@lingui/core/macro';
import type { ProductReview, ProductReviews, ReviewSort } from '@petshop/contracts/reviews';
import { useId, useState } from 'react';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Icon } from '../../../../components/ui/icon.tsx';
import { askToLogIn } from '../../../../components/ui/login-prompt.tsx';
import { StarRow, reviewCountText } from '../../../../components/ui/stars.tsx';
import { toast } from '../../../../components/ui/toast.tsx';
import { formatShopDate } from '../../../../lib/dates.ts';
import { useIsLoggedIn } from '../../../../lib/session.ts';
import { MyReviewBox } from './review-form.tsx';
import { problemText, ReviewPictures } from './review-parts.tsx';
import { useHelpfulVote, useMyReview, useProductReviews } from './reviews-api.ts';
import { averageText, distributionRows, helpfulText, ratingLabel } from './review-words.ts';

function Summary({ reviews }: { reviews: ProductReviews }) {
  const average = averageText(reviews.average);
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-start sm:gap-10">
      <div className="shrink-0">
        <p className="text-4xl font-extrabold text-ink" data-testid="reviews-average">
          {averageText(reviews.average)}
          <span className="text-base font-semibold text-gray-600"> {t`out of 5`}</span>
        </p>
        <StarRow
          filled={Math.round(reviews.average)}
          label={t`Average rating ${average} out of 5`}
          className="mt-1"
          starClassName="size-5"
        />
        <p className="mt-1 text-sm text-gray-600" data-testid="reviews-count">
          {reviewCountText(reviews.count)}
        </p>
      </div>
      <ul className="w-full max-w-md space-y-1.5" aria-label={t`Reviews by stars`}>
        {distributionRows(reviews.distribution, reviews.count).map(
          ({ stars, reviews: count, percent }) => (
            <li key={stars} className="flex items-center gap-3 text-sm">
              <span className="w-14 shrink-0 text-gray-700">
                {plural(stars, { one: '# star', other: '# stars' })}
              </span>
              <span
                className="h-2.5 flex-1 overflow-hidden rounded-full bg-gray-100"
                aria-hidden="true"
              >
                <span
                  className="block h-full rounded-full bg-amber-400"
                  style={{ width: `${percent}%` }}
                />
              </span>
              <span className="w-10 shrink-0 text-end text-gray-600 tabular-nums">
                {count}
                <span className="sr-only">
                  {' '}
                  {plural(count, { one: 'review', other: 'reviews' })}
                </span>
              </span>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}

function ReviewCard({
  review,
  voted,
  voting,
  onHelpful,
}: {
  review: ProductReview;
  voted: boolean;
  voting: boolean;
  onHelpful: () => void;
}) {
  const date = formatShopDate(review.created_at);
  return (
    <article className="border-b border-gray-100 py-5 last:border-b-0" data-testid="review">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <StarRow filled={review.rating} label={ratingLabel(review.rating)} />
        {review.title && <h3 className="font-bold break-words text-ink">{review.title}</h3>}
      </div>
      <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-600">
        <span className="font-semibold text-ink">{review.author}</span>
        {review.verified_buyer && (
          <span className="inline-flex items-center gap-1 rounded-full bg-green-50 px-2 py-0.5 text-xs font-bold text-green-800">
            <Icon name="check-circle" className="size-3.5" />
            {t`Verified buyer`}
          </span>
        )}
        {date && <time dateTime={review.created_at}>{date}</time>}
      </p>
      {/* Plain text as written: React escapes it, and no address becomes a link. */}
      {review.body && (
        <p className="mt-2 break-words whitespace-pre-line text-gray-800">{review.body}</p>
      )}
      <ReviewPictures pictures={review.pictures} alt={reviewBy(review.author)} />
      {review.reply && (
        <div className="mt-3 rounded-xl bg-gray-50 p-3 text-sm" data-testid="review-reply">
          <p className="font-semibold text-ink">{t`Reply from the shop`}</p>
          <p className="mt-1 break-words whitespace-pre-line text-gray-700">{review.reply.text}</p>
        </div>
      )}
      <button
        type="button"
        onClick={onHelpful}
        disabled={voted || voting}
        aria-pressed={voted}
        className="mt-3 inline-flex min-h-11 items-center gap-2 rounded-lg border border-gray-300 px-3 text-sm font-semibold text-gray-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-default aria-pressed:border-brand-500 aria-pressed:bg-brand-50 aria-pressed:text-brand-800"
      >
        {helpfulText(review.helpful_count)}
      </button>
    </article>
  );
}

const SORTS: readonly (readonly [ReviewSort, MessageDescriptor])[] = [
  ['newest', msg`Newest`],
  ['helpful', msg`Most helpful`],
];

const reviewBy = (author: string) => t`Review by ${author}`;
const pageOf = (page: number, last: number) => t`Page ${page} of ${last}`;

/** The Reviews section's content: the summary, the customer's own review, the pages of reviews. */
export default function ReviewsPanel({
  productId,
  productName,
  onReviewsChange,
}: {
  productId: number;
  productName: string;
  onReviewsChange?: (() => void) | undefined;
}) {
  const loggedIn = useIsLoggedIn();
  const [sort, setSort] = useState<ReviewSort>('newest');
  const [page, setPage] = useState(1);
  const reviews = useProductReviews(productId, sort, page);
  const mine = useMyReview(productId, loggedIn);
  const vote = useHelpfulVote(productId);
  const sortId = useId();

  const helpful = (reviewId: number) => {
    if (!loggedIn) {
      askToLogIn(t`Please log in to say a review was helpful`);
      return;
    }
    vote.mutate(reviewId, { onError: (error) => toast.error(problemText(error)) });
  };

  const data = reviews.data;
  return (
    <div className="space-y-8">
      {reviews.isError && !data && (
        <p role="alert" className="text-sm text-red-700">
          {problemText(reviews.error)}{' '}
          <button
            type="button"
            onClick={() => void reviews.refetch()}
            className="font-semibold underline"
          >
            {t`Retry`}
          </button>
        </p>
      )}
      {!data && !reviews.isError && (
        <p role="status" className="text-sm text-gray-600">
          {t`Loading reviews…`}
        </p>
      )}
      {data && data.count > 0 && <Summary reviews={data} />}
      {data && data.count === 0 && (
        <p className="text-gray-700">
          {t`No reviews yet. Customers who bought it can write the first.`}
        </p>
      )}

      {loggedIn && mine.data && (mine.data.can_review || mine.data.review) ? (
        <MyReviewBox
          productId={productId}
          productName={productName}
          state={mine.data}
          onSaved={onReviewsChange}
        />
      ) : loggedIn && mine.data ? (
        <p className="text-sm text-gray-600">{t`Only customers who received this product can review it.`}</p>
      ) : !loggedIn ? (
        <p className="text-sm text-gray-600">
          {t`Bought this?`}{' '}
          <button
            type="button"
            onClick={() => askToLogIn(t`Please log in to write a review`)}
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            {t`Log in to write a review`}
          </button>
          .
        </p>
      ) : null}

      {data && data.total > 0 && (
        <div>
          <div className="flex flex-wrap items-center justify-between gap-3 border-b border-gray-200 pb-3">
            <p className="text-sm text-gray-600" aria-live="polite">
              {reviewCountText(data.total)}
            </p>
            <div className="flex items-center gap-2">
              <label htmlFor={sortId} className="text-sm font-semibold text-ink">
                {t`Sort by`}
              </label>
              <select
                id={sortId}
                value={sort}
                onChange={(event) => {
                  setSort(event.target.value as ReviewSort);
                  setPage(1);
                }}
                className="min-h-11 rounded-lg border border-gray-300 bg-white px-3 text-sm"
              >
                {SORTS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {i18n._(label)}
                  </option>
                ))}
              </select>
            </div>
          </div>
          <div
            aria-busy={reviews.isFetching}
            className={reviews.isPlaceholderData ? 'opacity-60' : ''}
          >
            {data.data.map((review) => (
              <ReviewCard
                key={review.id}
                review={review}
                voted={mine.data?.helpful_review_ids.includes(review.id) ?? false}
                voting={vote.isPending && vote.variables === review.id}
                onHelpful={() => helpful(review.id)}
              />
            ))}
          </div>
          {data.last_page > 1 && (
            <nav
              aria-label={t`Review pages`}
              className="mt-4 flex items-center justify-between gap-3"
            >
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page <= 1}
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                {t`Previous`}
              </button>
              <p className="text-sm text-gray-600">{pageOf(data.current_page, data.last_page)}</p>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page >= data.last_page}
                onClick={() => setPage((current) => current + 1)}
              >
                {t`Next`}
              </button>
            </nav>
          )}
        </div>
      )}
    </div>
  );
}
