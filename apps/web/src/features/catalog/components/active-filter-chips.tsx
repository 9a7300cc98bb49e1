import { PET_TYPE_LABELS } from '@petshop/contracts/constants';
import { Icon } from '../../../components/ui/icon.tsx';
import type { StoreFilterActions } from '../hooks/use-store-filters.ts';
import {
  hasActiveFilters,
  priceFilterLabel,
  productTypeLabel,
  type StoreFilters,
} from '../store-filters.ts';

type Chip = { key: string; label: string; onRemove: () => void };

type ActiveFilterChipsProps = {
  filters: StoreFilters;
  actions: Pick<
    StoreFilterActions,
    'clearSearch' | 'togglePetType' | 'toggleProductType' | 'clearPrice' | 'clearAll'
  >;
};

/** Spec §2: a chip per active filter (Search, Pet, Product, Price), each removable, and 'Clear All'. */
export function ActiveFilterChips({ filters, actions }: ActiveFilterChipsProps) {
  if (!hasActiveFilters(filters)) return null;
  const chips: Chip[] = [];
  if (filters.search) {
    chips.push({
      key: 'search',
      label: `Search: ${filters.search}`,
      onRemove: actions.clearSearch,
    });
  }
  for (const petType of filters.petTypes) {
    chips.push({
      key: `pet-${petType}`,
      label: `Pet: ${PET_TYPE_LABELS[petType]}`,
      onRemove: () => actions.togglePetType(petType),
    });
  }
  for (const productType of filters.productTypes) {
    chips.push({
      key: `product-${productType}`,
      label: `Product: ${productTypeLabel(productType)}`,
      onRemove: () => actions.toggleProductType(productType),
    });
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    chips.push({
      key: 'price',
      label: `Price: ${priceFilterLabel(filters.minPrice, filters.maxPrice)}`,
      onRemove: actions.clearPrice,
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">Active filters</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={chip.onRemove}
              aria-label={`Remove filter ${chip.label}`}
              className="inline-flex max-w-[18rem] items-center gap-1.5 rounded-full border border-brand-100 bg-brand-50 py-1.5 pe-2 ps-3 text-sm font-medium text-brand-700 transition-colors hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              <span className="truncate">{chip.label}</span>
              <Icon name="close" className="size-4 shrink-0" />
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        onClick={actions.clearAll}
        className="rounded-full px-3 py-1.5 text-sm font-semibold text-gray-700 underline-offset-4 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        Clear All
      </button>
    </div>
  );
}
