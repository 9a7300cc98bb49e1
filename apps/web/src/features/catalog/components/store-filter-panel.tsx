import {
  PET_TYPES,
  PRICE_RANGES,
  PRODUCT_TYPE_GROUPS,
  type PetTypeCode,
} from '@petshop/contracts/constants';
import type { StoreFilterActions } from '../hooks/use-store-filters.ts';
import { matchingPriceRange, type StoreFilters } from '../store-filters.ts';
import { PriceSlider } from './price-slider.tsx';

/**
 * Spec §2: "fixed count labels per pet type (526, 435, 50, 61)", taken in the order of the
 * spec's pet type list (CAT, DOG, BIRD, FISH). They are labels, not live counts.
 */
const PET_TYPE_COUNT_LABELS: Record<PetTypeCode, number> = {
  CAT: 526,
  DOG: 435,
  BIRD: 50,
  FISH: 61,
};

/** Spec §9: the price slider runs from 0 to 5000 until the API's bounds are known. */
export const DEFAULT_PRICE_BOUNDS = { lower: 0, upper: 5000 } as const;

const checkboxClass =
  'size-4 shrink-0 cursor-pointer rounded accent-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const optionClass =
  'flex min-h-9 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-gray-700 hover:bg-brand-50';
const legendClass = 'mb-2 text-xs font-bold tracking-wider text-gray-500 uppercase';

type StoreFilterPanelProps = {
  filters: StoreFilters;
  actions: Pick<StoreFilterActions, 'togglePetType' | 'toggleProductType' | 'setPrice'>;
  priceBounds: { lower: number; upper: number };
};

/** The filter sidebar: pet types, product types by group, price ranges and the price slider. */
export function StoreFilterPanel({ filters, actions, priceBounds }: StoreFilterPanelProps) {
  const selectedRange = matchingPriceRange(filters.minPrice, filters.maxPrice);
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className={legendClass}>Pet type</legend>
        <div className="space-y-0.5">
          {PET_TYPES.map((petType) => (
            <label key={petType} className={optionClass}>
              <input
                type="checkbox"
                className={checkboxClass}
                checked={filters.petTypes.includes(petType)}
                onChange={() => actions.togglePetType(petType)}
              />
              <span className="flex-1 font-medium tracking-wide">{petType}</span>
              <span className="rounded-full bg-gray-100 px-2 py-0.5 text-xs text-gray-600">
                {PET_TYPE_COUNT_LABELS[petType]}
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>Product type</legend>
        <div className="space-y-3">
          {PRODUCT_TYPE_GROUPS.map(({ group, types }) => (
            <fieldset key={group}>
              <legend className="mb-1 px-2 text-sm font-semibold text-ink">{group}</legend>
              <div className="space-y-0.5">
                {types.map((productType) => (
                  <label key={productType} className={`${optionClass} pl-4`}>
                    <input
                      type="checkbox"
                      className={checkboxClass}
                      checked={filters.productTypes.includes(productType)}
                      onChange={() => actions.toggleProductType(productType)}
                    />
                    <span className="inline-block first-letter:uppercase">{productType}</span>
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
        </div>
      </fieldset>

      <fieldset>
        <legend className={legendClass}>Price</legend>
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
              {range.label}
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
