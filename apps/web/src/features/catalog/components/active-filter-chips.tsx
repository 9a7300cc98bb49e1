import { t } from '@lingui/core/macro';
import { Icon } from '../../../components/ui/icon.tsx';
import type { StoreFilterActions } from '../hooks/use-store-filters.ts';
import { petTypeLabel, productTypeLabel } from '../catalog-labels.ts';
import { hasActiveFilters, priceFilterLabel, type StoreFilters } from '../store-filters.ts';

type Chip = { key: string; label: string; onRemove: () => void };

const removeLabel = (filter: string) => t`Remove filter ${filter}`;

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
    const search = filters.search;
    chips.push({
      key: 'search',
      label: t`Search: ${search}`,
      onRemove: actions.clearSearch,
    });
  }
  for (const petType of filters.petTypes) {
    const pet = petTypeLabel(petType);
    chips.push({
      key: `pet-${petType}`,
      label: t`Pet: ${pet}`,
      onRemove: () => actions.togglePetType(petType),
    });
  }
  for (const productType of filters.productTypes) {
    const product = productTypeLabel(productType);
    chips.push({
      key: `product-${productType}`,
      label: t`Product: ${product}`,
      onRemove: () => actions.toggleProductType(productType),
    });
  }
  if (filters.minPrice !== undefined || filters.maxPrice !== undefined) {
    const price = priceFilterLabel(filters.minPrice, filters.maxPrice);
    chips.push({
      key: 'price',
      label: t`Price: ${price}`,
      onRemove: actions.clearPrice,
    });
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      <h2 className="sr-only">{t`Active filters`}</h2>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.key}>
            <button
              type="button"
              onClick={chip.onRemove}
              aria-label={removeLabel(chip.label)}
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
        {t`Clear All`}
      </button>
    </div>
  );
}
