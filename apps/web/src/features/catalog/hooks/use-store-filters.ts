import type { PetTypeCode, ProductSort, ProductTypeName } from '@petshop/contracts/constants';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  emptyStoreFilters,
  parseStoreFilters,
  storeFiltersToParams,
  type StoreFilters,
} from '../store-filters.ts';

const toggle = <T>(list: readonly T[], value: T): T[] =>
  list.includes(value) ? list.filter((entry) => entry !== value) : [...list, value];

/**
 * The store's filters, read from and written to the address. Every change of a filter goes back to
 * page 1 (spec §4); changing the pet types drops the arrival category, whose heading would lie.
 */
export function useStoreFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const address = searchParams.toString();

  // A router navigation settles a moment after the click; until then the page shows the filters
  // it asked for, so a checkbox never flickers back. Dropped as soon as the address moves.
  const [pending, setPending] = useState<{ from: string; to: string } | null>(null);
  if (pending && pending.from !== address) setPending(null);
  const shown = pending && pending.from === address ? pending.to : address;
  const filters = useMemo(() => parseStoreFilters(new URLSearchParams(shown)), [shown]);

  // The last change asked for, read by every later change until the address moves: a change made
  // from a render that predates it (an effect that moves an old link to the last page, running
  // just after a click on a filter) builds on it instead of undoing it.
  const asked = useRef<{ from: string; to: string } | null>(null);
  useEffect(() => {
    if (asked.current?.from !== address) asked.current = null;
  }, [address]);

  const commit = useCallback(
    (change: (current: StoreFilters) => StoreFilters, options?: { replace?: boolean }) => {
      const base = asked.current?.from === address ? asked.current.to : shown;
      const current = base === shown ? filters : parseStoreFilters(new URLSearchParams(base));
      const next = storeFiltersToParams(change(current)).toString();
      if (next === base) return;
      asked.current = { from: address, to: next };
      setPending(asked.current);
      setSearchParams(next, { replace: options?.replace ?? false, preventScrollReset: true });
    },
    [filters, shown, address, setSearchParams],
  );

  const actions = useMemo(
    () => ({
      setSearch: (search: string) => commit((f) => ({ ...f, search: search.trim(), page: 1 })),
      togglePetType: (petType: PetTypeCode) =>
        commit((f) => ({ ...f, petTypes: toggle(f.petTypes, petType), category: '', page: 1 })),
      toggleProductType: (productType: ProductTypeName) =>
        commit((f) => ({ ...f, productTypes: toggle(f.productTypes, productType), page: 1 })),
      setPrice: (
        minPrice: number | undefined,
        maxPrice: number | undefined,
        options?: { replace?: boolean },
      ) => commit((f) => ({ ...f, minPrice, maxPrice, page: 1 }), options),
      clearPrice: () =>
        commit((f) => ({ ...f, minPrice: undefined, maxPrice: undefined, page: 1 })),
      /** Issue 19: a new order starts again at page 1; undefined is the default order. */
      setSort: (sort: ProductSort | undefined) => commit((f) => ({ ...f, sort, page: 1 })),
      clearSearch: () => commit((f) => ({ ...f, search: '', page: 1 })),
      /** Spec §4 'Clear All': search, price, product and pet filters, back to page 1. The order
       *  chosen is not a filter and stays. */
      clearAll: () => commit((f) => ({ ...emptyStoreFilters, sort: f.sort })),
      setPage: (page: number, options?: { replace?: boolean }) =>
        commit((f) => ({ ...f, page }), options),
    }),
    [commit],
  );

  return { filters, ...actions };
}

export type StoreFilterActions = Omit<ReturnType<typeof useStoreFilters>, 'filters'>;
