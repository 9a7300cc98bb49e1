import { t } from '@lingui/core/macro';
import type { ProductSummary } from '@petshop/contracts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { PRODUCT_GRID_CLASS } from '../../../components/ui/product-card-layout.ts';
import { ProductCard, type ProductCardProps } from '../../../components/ui/product-card.tsx';
import { withPart } from '../../../lib/message-parts.tsx';
import { useBestsellerProducts } from '../api/get-bestseller-products.ts';

/** Enough best sellers for a row on a wide screen and two rows of two on a phone. */
const BESTSELLERS_SHOWN = 4;

type StoreNoResultsProps = {
  /** The search that found nothing; empty when only filters emptied the list. */
  search: string;
  /** The closest spelling the catalog knows (GET /api/catalog/facets), or null. */
  suggestion: string | null;
  onSearch: (search: string) => void;
  onClearFilters: () => void;
  getCardProps?: (product: ProductSummary) => Partial<Omit<ProductCardProps, 'product'>>;
};

/**
 * Spec §2's empty state, 'No products found.' with 'Clear Filters'; after a search (issue 19) also
 * the query, the closest spelling to search instead, and best sellers to go on from.
 */
export function StoreNoResults({
  search,
  suggestion,
  onSearch,
  onClearFilters,
  getCardProps,
}: StoreNoResultsProps) {
  return (
    <div className="space-y-10">
      <div className="flex min-h-[320px] flex-col items-center justify-center gap-4 rounded-2xl border border-dashed border-gray-300 bg-gray-50 px-6 py-12 text-center">
        <h3 className="text-lg font-semibold text-ink">{t`No products found.`}</h3>
        {search && (
          <p className="max-w-full text-gray-700 [overflow-wrap:anywhere]">
            {t`No products found for “${search}”.`}
          </p>
        )}
        {search && suggestion && (
          <button
            type="button"
            onClick={() => onSearch(suggestion)}
            className="rounded text-base text-brand-700 underline underline-offset-4 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <DidYouMean suggestion={suggestion} />
          </button>
        )}
        <button type="button" onClick={onClearFilters} className={buttonClass('primary', 'sm')}>
          {t`Clear Filters`}
        </button>
      </div>
      {search && <StoreBestsellers getCardProps={getCardProps} />}
    </div>
  );
}

/** "Did you mean **royal canin**?", the spelling in bold wherever the shop's language puts it. */
function DidYouMean({ suggestion }: { suggestion: string }) {
  return withPart(t`Did you mean ${suggestion}?`, suggestion, (part) => (
    <strong className="font-semibold">{part}</strong>
  ));
}

function StoreBestsellers({ getCardProps }: Pick<StoreNoResultsProps, 'getCardProps'>) {
  const bestsellers = useBestsellerProducts(1);
  const products = bestsellers.data?.data.slice(0, BESTSELLERS_SHOWN) ?? [];
  // A failed or empty answer leaves the section out rather than showing an empty heading.
  if (products.length === 0) return null;
  return (
    <section aria-labelledby="store-bestsellers-heading">
      <h3 id="store-bestsellers-heading" className="mb-4 text-xl font-bold text-ink">
        {t`Bestsellers you might like`}
      </h3>
      <ul className={PRODUCT_GRID_CLASS}>
        {products.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} {...getCardProps?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
