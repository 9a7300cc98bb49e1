import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { FacetsResponse } from '@petshop/contracts';
import { apiPath, apiRequest } from '../../../lib/api-client.ts';
import type { ProductFilters } from './get-filtered-products.ts';

/** The store's filters without a page or an order: what the facet counts depend on. */
export type FacetFilters = Omit<ProductFilters, 'page' | 'sort'>;

/**
 * GET /api/catalog/facets for these filters, below the API — lists comma-joined, as the listing
 * takes them (the server draws /store with it too).
 */
export const catalogFacetsPath = (filters: FacetFilters) =>
  apiPath('/catalog/facets', {
    search: filters.search?.trim() || undefined,
    productTypes: filters.productTypes,
    petTypes: filters.petTypes,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
  });

export function getCatalogFacets(
  filters: FacetFilters,
  signal?: AbortSignal,
): Promise<FacetsResponse> {
  return apiRequest<FacetsResponse>(catalogFacetsPath(filters), signal ? { signal } : {});
}

export const catalogFacetsQueryOptions = (filters: FacetFilters) =>
  queryOptions({
    queryKey: ['catalog', 'facets', filters],
    queryFn: ({ signal }) => getCatalogFacets(filters, signal),
  });

/**
 * How many products each pet type and product type would show with the other filters as they are.
 * Paging or sorting asks nothing new; while a filter change loads, the previous counts stay.
 */
export function useCatalogFacets(filters: FacetFilters) {
  return useQuery({ ...catalogFacetsQueryOptions(filters), placeholderData: keepPreviousData });
}
