import { t } from '@lingui/core/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

/**
 * The reviews' code and data come when the visitor nears them (issue 33): the product page's first
 * view stays within its JavaScript budget (decision 130).
 */
const ReviewsPanel = lazy(() => import('./reviews-panel.tsx'));

/** Anchors that open the reviews at once: the stars' link and the review-request mail's. */
const REVIEW_ANCHORS = new Set(['#reviews', '#write-review']);

function ReviewsWaiting() {
  return (
    <p role="status" className="min-h-24 text-sm text-gray-600">
      {t`Loading reviews…`}
    </p>
  );
}

/**
 * The product page's Reviews section (id "reviews"). Drawn by the server as its heading and a
 * waiting line; the panel is asked for when the section comes within reach of the screen.
 */
export function ProductReviews({
  productId,
  productName,
  onReviewsChange,
}: {
  productId: number;
  productName: string;
  /** A review of the customer's changed the product's average: the page reads it again. */
  onReviewsChange?: (() => void) | undefined;
}) {
  const section = useRef<HTMLElement>(null);
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    const element = section.current;
    if (
      REVIEW_ANCHORS.has(window.location.hash) ||
      !element ||
      !('IntersectionObserver' in window)
    ) {
      setWanted(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setWanted(true);
          observer.disconnect();
        }
      },
      { rootMargin: '300px 0px' },
    );
    // The stars' link to #reviews scrolls the section into view, which the observer sees.
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <section
      ref={section}
      id="reviews"
      aria-labelledby="reviews-heading"
      className="mt-14 scroll-mt-24"
    >
      <h2 id="reviews-heading" className="mb-6 text-2xl font-extrabold text-ink">
        {t`Customer Reviews`}
      </h2>
      {wanted ? (
        <Suspense fallback={<ReviewsWaiting />}>
          <ReviewsPanel
            productId={productId}
            productName={productName}
            onReviewsChange={onReviewsChange}
          />
        </Suspense>
      ) : (
        <ReviewsWaiting />
      )}
    </section>
  );
}
