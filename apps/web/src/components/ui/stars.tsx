import { plural, t } from '@lingui/core/macro';
import { Icon } from './icon.tsx';

export const MAX_STARS = 5;

/**
 * Decision 126 (it supersedes spec §9 "Star rating default 4"): stars are shown only for a product
 * that buyers reviewed; the average is rounded to whole stars, 1 to 5.
 */
export function starsFor(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !(rating > 0)) return 0;
  return Math.min(MAX_STARS, Math.max(1, Math.round(rating)));
}

/** Whether a product with this many published reviews shows stars at all. */
export const hasReviews = (reviewCount: number | null | undefined): reviewCount is number =>
  typeof reviewCount === 'number' && reviewCount > 0;

/** "12 reviews", "1 review". */
export const reviewCountText = (count: number) =>
  plural(count, { one: '# review', other: '# reviews' });

/** The row of five stars, filled `filled` times, named for a screen reader. */
export function StarRow({
  filled,
  label,
  className,
  starClassName = 'size-4',
}: {
  filled: number;
  label: string;
  className?: string;
  starClassName?: string;
}) {
  return (
    <span
      role="img"
      aria-label={label}
      className={`inline-flex items-center gap-0.5 text-amber-400 ${className ?? ''}`}
    >
      {Array.from({ length: MAX_STARS }, (_, index) =>
        index < filled ? (
          <Icon name="star-filled" key={index} className={starClassName} />
        ) : (
          <Icon name="star" key={index} className={`${starClassName} text-gray-300`} />
        ),
      )}
    </span>
  );
}

/**
 * A product's stars with its review count "(12)"; nothing for a product without published reviews
 * (decision 126: no invented stars). `showCount={false}` where the count is said otherwise.
 */
export function Stars({
  rating,
  reviewCount,
  showCount = true,
  className,
}: {
  rating?: number | null | undefined;
  reviewCount?: number | null | undefined;
  showCount?: boolean;
  className?: string;
}) {
  if (!hasReviews(reviewCount)) return null;
  const filled = starsFor(rating);
  if (filled === 0) return null;
  return (
    <span className={`inline-flex items-center gap-1 ${className ?? ''}`}>
      <StarRow filled={filled} label={t`Rated ${filled} out of ${MAX_STARS}`} />
      {showCount && (
        <span className="text-xs text-gray-600">
          ({reviewCount.toLocaleString('en')}
          <span className="sr-only">
            {' '}
            {plural(reviewCount, { one: 'review', other: 'reviews' })}
          </span>
          )
        </span>
      )}
    </span>
  );
}
