import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductListResponse, ProductSummary } from '@petshop/contracts';
import type { ProductSort } from '@petshop/contracts/constants';
import { apiRequest } from '../../../lib/api-client.ts';
import { SUGGESTION_LIMIT } from '../search-suggestions.ts';

const BEST_MATCH: ProductSort = 'relevance';

/** GET /api/get-filtered-products?search=…&per_page=6&sort=relevance: the best matches first. */
export async function getSearchSuggestions(
  term: string,
  signal?: AbortSignal,
): Promise<ProductSummary[]> {
  const response = await apiRequest<ProductListResponse>('/get-filtered-products', {
    query: { search: term, per_page: SUGGESTION_LIMIT, sort: BEST_MATCH },
    ...(signal ? { signal } : {}),
  });
  return response.products.data;
}

export const searchSuggestionsQueryOptions = (term: string) =>
  queryOptions({
    queryKey: ['catalog', 'search-suggestions', term],
    queryFn: ({ signal }) => getSearchSuggestions(term, signal),
  });

/**
 * The header's suggestions for a (debounced) term; '' asks nothing. Keyed by the term, so an
 * answer to an older term never lands on a newer one; the last list stays up while the next loads.
 */
export function useSearchSuggestions(term: string) {
  return useQuery({
    ...searchSuggestionsQueryOptions(term),
    enabled: term !== '',
    placeholderData: keepPreviousData,
  });
}
