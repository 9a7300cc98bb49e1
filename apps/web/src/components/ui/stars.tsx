import { Icon } from './icon.tsx';

export const DEFAULT_STARS = 4;
export const MAX_STARS = 5;

/** Spec §9: a product without a rating shows 4 of 5; a real rating is rounded to whole stars. */
export function starsFor(rating: number | null | undefined): number {
  if (rating === null || rating === undefined || !(rating > 0)) return DEFAULT_STARS;
  return Math.min(MAX_STARS, Math.max(1, Math.round(rating)));
}

export function Stars({
  rating,
  className,
}: {
  rating?: number | null | undefined;
  className?: string;
}) {
  const filled = starsFor(rating);
  return (
    <span
      role="img"
      aria-label={`Rated ${filled} out of ${MAX_STARS}`}
      className={`inline-flex items-center gap-0.5 text-amber-400 ${className ?? ''}`}
    >
      {Array.from({ length: MAX_STARS }, (_, index) =>
        index < filled ? (
          <Icon name="star-filled" key={index} className="size-4" />
        ) : (
          <Icon name="star" key={index} className="size-4 text-gray-300" />
        ),
      )}
    </span>
  );
}
