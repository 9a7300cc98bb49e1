import { PRODUCT_SORTS, PRODUCT_SORT_LABELS, type ProductSort } from '@petshop/contracts/constants';
import { useId } from 'react';

/** The list's order when none is chosen and nothing is searched: the shop's own shelf order. */
const SHELF_ORDER_LABEL = 'Featured';

type StoreSortSelectProps = {
  sort: ProductSort | undefined;
  /** While searching the default order is relevance ('Best match'), else the shelf order. */
  searching: boolean;
  onSort: (sort: ProductSort | undefined) => void;
};

/**
 * Issue 19: 'Sort by' over the store's list. The default order has the empty value, so it stays
 * out of the address; 'Best match' is offered only while searching, where it is the default.
 */
export function StoreSortSelect({ sort, searching, onSort }: StoreSortSelectProps) {
  const selectId = useId();
  const others = PRODUCT_SORTS.filter((value) => value !== 'relevance');
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={selectId} className="text-sm font-semibold whitespace-nowrap text-gray-700">
        Sort by
      </label>
      <select
        id={selectId}
        value={sort ?? ''}
        onChange={(event) =>
          onSort(others.find((value) => value === event.target.value) ?? undefined)
        }
        className="h-11 rounded-xl border border-gray-300 bg-white pe-8 ps-3 text-sm text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <option value="">{searching ? PRODUCT_SORT_LABELS.relevance : SHELF_ORDER_LABEL}</option>
        {others.map((value) => (
          <option key={value} value={value}>
            {PRODUCT_SORT_LABELS[value]}
          </option>
        ))}
      </select>
    </div>
  );
}
