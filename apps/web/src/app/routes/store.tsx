import type { FacetsResponse, ProductListResponse } from '@petshop/contracts';
import { useQuery } from '@tanstack/react-query';
import { bestsellerProductsQueryOptions } from '../../features/catalog/api/get-bestseller-products.ts';
import {
  catalogFacetsPath,
  catalogFacetsQueryOptions,
} from '../../features/catalog/api/get-catalog-facets.ts';
import {
  filteredProductsPath,
  filteredProductsQueryOptions,
  useFilteredProducts,
} from '../../features/catalog/api/get-filtered-products.ts';
import { priceBoundsQueryOptions } from '../../features/catalog/api/get-price-bounds.ts';
import { StoreView } from '../../features/catalog/components/store-view.tsx';
import { useStoreFilters } from '../../features/catalog/hooks/use-store-filters.ts';
import {
  parseStoreFilters,
  storeHeading,
  toFacetQuery,
  toProductQuery,
} from '../../features/catalog/store-filters.ts';
import { useCardAddToCart } from '../../features/cart/hooks/use-card-add-to-cart.ts';
import { useWishlistHearts } from '../../features/wishlist/hooks/use-wishlist-status.ts';
import { usePageHead } from '../../lib/page-meta.ts';
import { settingsFirstPage } from '../../lib/shop-settings.ts';
import { useDeferredQuery } from '../../lib/use-deferred-query.ts';
import type { FirstPageQueries } from '../../lib/first-page.ts';

/** Drawn by the server (decision 099): the page of cards, the price bounds, the facet counts. */
export const firstPageQueries: FirstPageQueries = (_pathname, search) => {
  const filters = parseStoreFilters(new URLSearchParams(search));
  const products = toProductQuery(filters);
  const facets = toFacetQuery(filters);
  return [
    {
      path: filteredProductsPath(products),
      queryKey: filteredProductsQueryOptions(products).queryKey,
      select: (answer) => (answer as ProductListResponse).products,
    },
    {
      path: '/get-all-active-products',
      queryKey: priceBoundsQueryOptions().queryKey,
      select: (answer) => answer,
    },
    {
      path: catalogFacetsPath(facets),
      queryKey: catalogFacetsQueryOptions(facets).queryKey,
      select: (answer) => answer as FacetsResponse,
    },
    settingsFirstPage,
  ];
};

/** /store — the catalogue with search, filters and pages, all kept in the address. */
export function Component() {
  const { filters } = useStoreFilters();
  usePageHead({ title: storeHeading(filters) });
  // The same cached page StoreView shows, deferred as it is: its hearts are checked once per
  // product, in the same background render as the cards.
  const products = useDeferredQuery(useFilteredProducts(toProductQuery(filters)));
  // A search that finds nothing shows best sellers instead (StoreNoResults asks for them; this
  // only reads the same cache entry), and their hearts are checked as well.
  const showsBestsellers = filters.search !== '' && products.data?.data.length === 0;
  const bestsellers = useQuery({ ...bestsellerProductsQueryOptions(1), enabled: false });
  const hearts = useWishlistHearts([
    ...(products.data?.data ?? []),
    ...(showsBestsellers ? (bestsellers.data?.data ?? []) : []),
  ]);
  const addToCart = useCardAddToCart();
  return (
    <StoreView
      getCardProps={(product) => ({
        onAddToCart: () => addToCart(product),
        isInWishlist: hearts.isInWishlist(product.id),
        onToggleWishlist: () => hearts.toggle(product),
      })}
    />
  );
}
