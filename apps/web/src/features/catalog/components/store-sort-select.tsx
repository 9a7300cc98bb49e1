import { t } from '@lingui/core/macro';
import { PRODUCT_SORTS, type ProductSort } from '@petshop/contracts/constants';
import { useId } from 'react';
import { sortLabel } from '../catalog-labels.ts';

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
        {t`Sort by`}
      </label>
      <select
        id={selectId}
        value={sort ?? ''}
        onChange={(event) =>
          onSort(others.find((value) => value === event.target.value) ?? undefined)
        }
        className="h-11 rounded-xl border border-gray-300 bg-white pe-8 ps-3 text-sm text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <option value="">
          {/* Without a choice or a search: the shop's own shelf order. */}
          {searching ? sortLabel('relevance') : t`Featured`}
        </option>
        {others.map((value) => (
          <option key={value} value={value}>
            {sortLabel(value)}
          </option>
        ))}
      </select>
    </div>
  );
}
