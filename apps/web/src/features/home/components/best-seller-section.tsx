import { t } from '@lingui/core/macro';
import type { ProductSummary } from '@petshop/contracts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { ProductCardSkeleton } from '../../../components/ui/product-card-skeleton.tsx';
import { ProductCard, type ProductCardProps } from '../../../components/ui/product-card.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { StoreSection } from '../../../components/ui/store-section.tsx';
import { paths } from '../../../config/paths.ts';
import { bestSellerScrollStep } from '../best-seller-scroll.ts';
import { usePrefersReducedMotion } from '../hooks/use-prefers-reduced-motion.ts';

const SKELETON_CARDS = 5;
/** A card fills its box on a phone (two-column grids); this row keeps the spec's 262 px there. */
const ROW_ITEM_CLASS = 'w-[262px] shrink-0';

const arrowClass =
  'inline-flex size-11 items-center justify-center rounded-full bg-white text-ink shadow-sm ring-1 ring-gray-200 transition-colors hover:bg-brand-700 hover:text-white hover:ring-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-40 disabled:hover:bg-white disabled:hover:text-ink disabled:hover:ring-gray-200';

/**
 * Spec §2 "Home": 'Our Best Seller', a sideways row of product cards with left and right buttons.
 * A load that could not reach the shop shows `loadError` instead of the row (issue 20); another
 * failed load shows an empty row (spec §8).
 */
export function BestSellerSection({
  products,
  isLoading,
  loadError,
  getCardProps,
}: {
  products: readonly ProductSummary[];
  isLoading: boolean;
  /** Shown instead of the row: the shop could not be reached (a message with a Retry). */
  loadError?: ReactNode;
  /** The app gives the cards their cart and wishlist actions (features do not import each other). */
  getCardProps?: (product: ProductSummary) => Partial<Omit<ProductCardProps, 'product'>>;
}) {
  const scroller = useRef<HTMLUListElement>(null);
  const reducedMotion = usePrefersReducedMotion();
  const [edges, setEdges] = useState({ atStart: true, atEnd: true });

  const updateEdges = () => {
    const element = scroller.current;
    if (!element) return;
    const atStart = element.scrollLeft <= 1;
    const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 1;
    setEdges((previous) =>
      previous.atStart === atStart && previous.atEnd === atEnd ? previous : { atStart, atEnd },
    );
  };

  // Re-measure when the row is resized or its cards change (a ResizeObserver reports at once).
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    const observer = new ResizeObserver(() => updateEdges());
    observer.observe(element);
    return () => observer.disconnect();
  }, [products, isLoading]);

  const scrollBy = (direction: -1 | 1) => {
    scroller.current?.scrollBy({
      left: direction * bestSellerScrollStep(window.innerWidth),
      behavior: reducedMotion ? 'auto' : 'smooth',
    });
  };

  return (
    <StoreSection titleId="best-seller-title" className="bg-gray-50 py-16 sm:py-20">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <SectionHeading id="best-seller-title" eyebrow={t`Loved by Dubai's pets`}>
            {t`Our Best Seller`}
          </SectionHeading>
        </div>
        <div className="flex items-center gap-2">
          <Link
            to={paths.store.getHref()}
            className="me-2 hidden rounded font-semibold text-brand-700 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 sm:inline"
          >
            {t`View all products`}
          </Link>
          {(
            [
              [-1, 'left', edges.atStart, t`Scroll left`],
              [1, 'right', edges.atEnd, t`Scroll right`],
            ] as const
          ).map(([direction, side, atEdge, label]) => (
            <button
              key={side}
              type="button"
              className={arrowClass}
              aria-label={label}
              aria-controls="best-seller-list"
              disabled={atEdge}
              onClick={() => scrollBy(direction)}
            >
              <Icon name={`chevron-${side}`} className="size-5" />
            </button>
          ))}
        </div>
      </div>

      <ul
        ref={scroller}
        id="best-seller-list"
        aria-label={t`Best-selling products`}
        aria-busy={isLoading}
        onScroll={updateEdges}
        className="-mx-4 mt-8 flex gap-6 overflow-x-auto px-4 py-2 [scrollbar-width:none] sm:-mx-6 sm:px-6 lg:-mx-2 lg:px-2 [&::-webkit-scrollbar]:hidden"
      >
        {isLoading
          ? Array.from({ length: SKELETON_CARDS }, (_, index) => (
              <li key={index} className={ROW_ITEM_CLASS} aria-hidden="true">
                <ProductCardSkeleton />
              </li>
            ))
          : (loadError ? [] : products).map((product) => (
              <li key={product.id} className={ROW_ITEM_CLASS}>
                <ProductCard product={product} {...getCardProps?.(product)} />
              </li>
            ))}
      </ul>
      {isLoading ? (
        <p className="sr-only" role="status">
          {t`Loading best sellers`}
        </p>
      ) : null}
      {loadError}
      {!isLoading && !loadError && products.length === 0 ? (
        <p className="text-center text-gray-500">{t`No best sellers to show right now.`}</p>
      ) : null}
    </StoreSection>
  );
}
