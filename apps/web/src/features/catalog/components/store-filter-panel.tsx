import { plural, t } from '@lingui/core/macro';
import type { FacetsResponse } from '@petshop/contracts';
import {
  PET_TYPES,
  PRICE_RANGES,
  PRODUCT_TYPE_GROUPS,
  type PetTypeCode,
} from '@petshop/contracts/constants';
import { useId } from 'react';
import type { StoreFilterActions } from '../hooks/use-store-filters.ts';
import {
  petTypeLabel,
  priceRangeLabel,
  productTypeGroupLabel,
  productTypeLabel,
} from '../catalog-labels.ts';
import { matchingPriceRange, type StoreFilters } from '../store-filters.ts';
import { PriceSlider } from './price-slider.tsx';

/** Spec §9: the price slider runs from 0 to 5000 until the API's bounds are known. */
export const DEFAULT_PRICE_BOUNDS = { lower: 0, upper: 5000 } as const;

const checkboxClass =
  'size-4 shrink-0 cursor-pointer rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const optionBase =
  'flex min-h-9 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm hover:bg-brand-50';
const optionClass = `${optionBase} text-gray-700`;
const countClass = 'rounded-full px-2 py-0.5 text-xs tabular-nums';
const legendClass = 'mb-2 text-xs font-bold tracking-wider text-gray-500 uppercase';

type FilterOptionProps = {
  label: string;
  checked: boolean;
  onToggle: () => void;
  /** Products this option would show with the other filters as they are; undefined until known. */
  count: number | undefined;
  className?: string;
};

/**
 * One checkbox of the sidebar with its live count (issue 19, decision 039). An option that would
 * show nothing stays in its place, muted, and can still be checked or unchecked.
 */
function FilterOption({ label, checked, onToggle, count, className = '' }: FilterOptionProps) {
  const countId = useId();
  const empty = count === 0;
  return (
    <label className={`${optionBase} ${className} ${empty ? 'text-gray-500' : 'text-gray-700'}`}>
      <input
        type="checkbox"
        className={checkboxClass}
        checked={checked}
        onChange={onToggle}
        aria-describedby={count === undefined ? undefined : countId}
      />
      <span className="flex-1">{label}</span>
      {count !== undefined && (
        // Out of the checkbox's name ("Cat"), read as its description ("12 products").
        <span
          id={countId}
          aria-hidden="true"
          className={`${countClass} ${empty ? 'border border-gray-200 text-gray-500' : 'bg-gray-100 text-gray-700'}`}
        >
          {count}
          <span className="sr-only"> {plural(count, { one: 'product', other: 'products' })}</span>
        </span>
      )}
    </label>
  );
}

type StoreFilterPanelProps = {
  filters: StoreFilters;
  actions: Pick<StoreFilterActions, 'togglePetType' | 'toggleProductType' | 'setPrice'>;
  priceBounds: { lower: number; upper: number };
  /** GET /api/catalog/facets for the current filters; undefined until it first answers. */
  facets: FacetsResponse | undefined;
};

/**
 * The filter sidebar: pet types and product types by group, each with how many products it would
 * show, price ranges and the price slider.
 */
export function StoreFilterPanel({ filters, actions, priceBounds, facets }: StoreFilterPanelProps) {
  const selectedRange = matchingPriceRange(filters.minPrice, filters.maxPrice);
  // A type the answer leaves out has no product at all with these filters.
  const petTypeCount = (code: string) =>
    facets && (facets.pet_types.find((entry) => entry.code === code)?.count ?? 0);
  // In Arabic the answer names each type as staff wrote it (decision 132); else the shop's words.
  const petTypeName = (code: PetTypeCode) =>
    facets?.pet_types.find((entry) => entry.code === code)?.label ?? petTypeLabel(code);
  const productTypeName = (name: string) =>
    facets?.product_types.find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.label ??
    productTypeLabel(name);
  const productTypeCount = (name: string) =>
    facets &&
    (facets.product_types.find((entry) => entry.name.toLowerCase() === name.toLowerCase())?.count ??
      0);
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className={legendClass}>{t`Pet type`}</legend>
        <div className="space-y-0.5">
          {PET_TYPES.map((petType) => (
            <FilterOption
              key={petType}
              label={petTypeName(petType)}
              checked={filters.petTypes.includes(petType)}
              onToggle={() => actions.togglePetType(petType)}
              count={petTypeCount(petType)}
            />
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t`Product type`}</legend>
        <div className="space-y-3">
          {PRODUCT_TYPE_GROUPS.map(({ group, types }) => (
            <fieldset key={group}>
              <legend className="mb-1 px-2 text-sm font-semibold text-ink">
                {productTypeGroupLabel(group)}
              </legend>
              <div className="space-y-0.5">
                {types.map((productType) => (
                  <FilterOption
                    key={productType}
                    label={productTypeName(productType)}
                    checked={filters.productTypes.includes(productType)}
                    onToggle={() => actions.toggleProductType(productType)}
                    count={productTypeCount(productType)}
                    className="ps-4"
                  />
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>{t`Price`}</legend>
        <div className="space-y-0.5">
          {PRICE_RANGES.map((range, index) => (
            <label key={range.label} className={optionClass}>
              <input
                type="radio"
                name="store-price-range"
                className={checkboxClass}
                checked={selectedRange === index}
                onChange={() => actions.setPrice(range.min, range.max ?? undefined)}
              />
              {priceRangeLabel(index)}
            </label>
          ))}
        </div>
        <div className="mt-4 px-2">
          <PriceSlider
            lower={priceBounds.lower}
            upper={priceBounds.upper}
            minPrice={filters.minPrice}
            maxPrice={filters.maxPrice}
            onCommit={(minPrice, maxPrice) =>
              actions.setPrice(minPrice, maxPrice, { replace: true })
            }
          />
        </div>
      </fieldset>
    </div>
  );
}
