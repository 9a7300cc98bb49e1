import { t } from '@lingui/core/macro';
import type { ProductSummary } from '@petshop/contracts';
import { DEFAULT_PER_PAGE } from '@petshop/contracts/constants';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';
import { PRODUCT_GRID_CLASS } from '../../../components/ui/product-card-layout.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { ProductCardSkeleton } from '../../../components/ui/product-card-skeleton.tsx';
import { ProductCard, type ProductCardProps } from '../../../components/ui/product-card.tsx';
import { isShopUnreachable } from '../../../lib/shop-unreachable.ts';
import { useDeferredQuery } from '../../../lib/use-deferred-query.ts';
import { useCatalogFacets } from '../api/get-catalog-facets.ts';
import { useFilteredProducts } from '../api/get-filtered-products.ts';
import { usePriceBounds } from '../api/get-price-bounds.ts';
import { useStoreFilters } from '../hooks/use-store-filters.ts';
import { hasActiveFilters, storeHeading, toFacetQuery, toProductQuery } from '../store-filters.ts';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { FilterDrawer } from './filter-drawer.tsx';
import { DEFAULT_PRICE_BOUNDS, StoreFilterPanel } from './store-filter-panel.tsx';
import { StoreNoResults } from './store-no-results.tsx';
import { StorePagination } from './store-pagination.tsx';
import { StoreSearchForm } from './store-search-form.tsx';
import { StoreSortSelect } from './store-sort-select.tsx';

/** Spec §9: busy for at least 2 s on store cards. */
const STORE_CARD_MIN_BUSY_MS = 2000;
/** Cards in the first row on a wide screen load eagerly. */
const FIRST_ROW = 3;

/** Spec §2's result line: 'Showing 12 of 40 products (Page 1 of 4)'. */
const resultLine = (shown: number, total: number, current: number, last: number) =>
  t`Showing ${shown} of ${total} products (Page ${current} of ${last})`;

type StoreViewProps = {
  /** Lets the app give cards their cart and wishlist actions once those features exist. */
  getCardProps?: (product: ProductSummary) => Partial<Omit<ProductCardProps, 'product'>>;
};

/** Spec §2 "Store (/store)": search, filters, chips, the result line, the grid and the pages. */
export function StoreView({ getCardProps }: StoreViewProps) {
  const { filters, ...actions } = useStoreFilters();
  // Answers re-render the page of cards in the background, a few milliseconds at a time (see
  // useDeferredQuery), including the price bounds, which may arrive after the cards.
  const productsQuery = useFilteredProducts(toProductQuery(filters));
  const products = useDeferredQuery(productsQuery);
  const bounds = useDeferredQuery(usePriceBounds());
  // The sidebar's counts and the closest spelling: the filters without page or order.
  const facets = useDeferredQuery(useCatalogFacets(toFacetQuery(filters)));
  const priceBounds =
    bounds.data && bounds.data.max_price > bounds.data.min_price
      ? { lower: Math.floor(bounds.data.min_price), upper: Math.ceil(bounds.data.max_price) }
      : DEFAULT_PRICE_BOUNDS;

  const [drawerOpen, setDrawerOpen] = useState(false);
  const filtersButtonRef = useRef<HTMLButtonElement>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const resultsRef = useRef<HTMLElement>(null);

  const page = products.data;
  const { setPage } = actions;
  // An address past the last page (e.g. an old shared link) moves to the last page.
  useEffect(() => {
    if (page && page.total > 0 && filters.page > page.last_page) {
      setPage(page.last_page, { replace: true });
    }
  }, [page, filters.page, setPage]);

  function goToPage(next: number) {
    setPage(next);
    resultsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }

  const activeCount =
    filters.petTypes.length +
    filters.productTypes.length +
    (filters.minPrice !== undefined || filters.maxPrice !== undefined ? 1 : 0);
  // Spec §8: a list that fails to load shows as empty, unless the shop could not be reached at
  // all: that is said, with a Retry, rather than passing for a shop with no products (issue 20).
  const unreachable = products.isError && isShopUnreachable(products.error);
  const items = products.isError ? [] : (page?.data ?? []);
  const loading = products.isPending && !products.isError;
  const refreshing = products.isPlaceholderData;

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {storeHeading(filters)}
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            {t`Food, toys, collars and accessories for cats, dogs, birds and fish.`}
          </p>
        </div>
        <StoreSearchForm search={filters.search} onSearch={actions.setSearch} />
      </header>

      <div className="grid gap-8 lg:grid-cols-[17rem_minmax(0,1fr)]">
        <FilterDrawer open={drawerOpen} onClose={closeDrawer} returnFocusTo={filtersButtonRef}>
          <StoreFilterPanel
            filters={filters}
            actions={actions}
            priceBounds={priceBounds}
            facets={facets.isError ? undefined : facets.data}
          />
        </FilterDrawer>

        <section
          ref={resultsRef}
          aria-labelledby="store-results-heading"
          className="scroll-mt-[calc(var(--header-height)+2rem)]"
        >
          <h2 id="store-results-heading" className="sr-only">
            {t`Products`}
          </h2>
          <div className="mb-4 flex flex-wrap items-center gap-3">
            <button
              ref={filtersButtonRef}
              type="button"
              onClick={() => setDrawerOpen(true)}
              aria-expanded={drawerOpen}
              aria-controls="store-filters"
              className="inline-flex h-11 items-center gap-2 rounded-xl border border-gray-300 bg-white px-4 text-sm font-semibold text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 lg:hidden"
            >
              <Icon name="filter" className="size-4" />
              {t`Filters`}
              {activeCount > 0 && (
                <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs text-white">
                  {activeCount}
                </span>
              )}
            </button>
            <p
              role="status"
              aria-live="polite"
              className="min-h-5 min-w-0 flex-1 text-sm text-gray-600"
            >
              {page && !products.isError
                ? resultLine(page.data.length, page.total, page.current_page, page.last_page)
                : products.isError && !unreachable
                  ? resultLine(0, 0, 1, 1)
                  : ''}
            </p>
            <StoreSortSelect
              sort={filters.sort}
              searching={filters.search !== ''}
              onSort={actions.setSort}
            />
          </div>

          {hasActiveFilters(filters) && (
            <div className="mb-6">
              <ActiveFilterChips filters={filters} actions={actions} />
            </div>
          )}

          {loading ? (
            // A page of card-sized stand-ins in the grid's own layout, so nothing below moves.
            <div aria-busy="true">
              <p className="sr-only">{t`Loading products...`}</p>
              <ul aria-hidden="true" className={PRODUCT_GRID_CLASS}>
                {Array.from({ length: DEFAULT_PER_PAGE }, (_, index) => (
                  <li key={index}>
                    <ProductCardSkeleton />
                  </li>
                ))}
              </ul>
            </div>
          ) : unreachable ? (
            <LoadError
              heading="h3"
              onRetry={() => void productsQuery.refetch()}
              retrying={productsQuery.isFetching}
            />
          ) : items.length === 0 ? (
            <StoreNoResults
              search={filters.search}
              // Only the answer for this very search: a previous one's spelling would mislead.
              suggestion={facets.isPlaceholderData ? null : (facets.data?.suggestion ?? null)}
              onSearch={actions.setSearch}
              onClearFilters={actions.clearAll}
              getCardProps={getCardProps}
            />
          ) : (
            <ul
              aria-busy={refreshing}
              className={`${PRODUCT_GRID_CLASS} transition-opacity ${refreshing ? 'opacity-60' : ''}`}
            >
              {items.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    priority={index < FIRST_ROW}
                    minBusyMs={STORE_CARD_MIN_BUSY_MS}
                    {...getCardProps?.(product)}
                  />
                </li>
              ))}
            </ul>
          )}

          {page && items.length > 0 && (
            <div className="mt-10">
              <StorePagination
                current={page.current_page}
                last={page.last_page}
                onPage={goToPage}
              />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
