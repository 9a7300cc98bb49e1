import { t } from '@lingui/core/macro';
import {
  PET_TYPES,
  PRICE_RANGES,
  PRODUCT_SORTS,
  PRODUCT_TYPE_GROUPS,
  type PetTypeCode,
  type ProductSort,
  type ProductTypeName,
} from '@petshop/contracts/constants';
import { formatAed } from '../../lib/money.ts';
import { petTypeHeading, priceRangeLabel } from './catalog-labels.ts';
import type { FacetFilters } from './api/get-catalog-facets.ts';
import type { ProductFilters } from './api/get-filtered-products.ts';

/** Everything the store shows lives in the address, so a filtered page can be shared. */
export type StoreFilters = {
  page: number;
  search: string;
  petTypes: PetTypeCode[];
  productTypes: ProductTypeName[];
  minPrice: number | undefined;
  maxPrice: number | undefined;
  /**
   * The list's order; undefined is the server's default (relevance when searching, else the
   * shelf order), which the address leaves out.
   */
  sort: ProductSort | undefined;
  /** Set by Home's category tiles; only changes the heading. */
  category: string;
};

export const STORE_PARAMS = {
  page: 'page',
  search: 'search',
  petTypes: 'petTypes',
  productTypes: 'productTypes',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  sort: 'sort',
  category: 'category',
} as const;

export const emptyStoreFilters: StoreFilters = {
  page: 1,
  search: '',
  petTypes: [],
  productTypes: [],
  minPrice: undefined,
  maxPrice: undefined,
  sort: undefined,
  category: '',
};

export const ALL_PRODUCT_TYPES: readonly ProductTypeName[] = PRODUCT_TYPE_GROUPS.flatMap(
  (group) => group.types,
);

const MAX_PRICE = 1_000_000;
const MAX_SEARCH_LENGTH = 100;
const MAX_CATEGORY_LENGTH = 40;

function listParam(params: URLSearchParams, key: string): string[] {
  return params
    .getAll(key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value.length > 0);
}

/** Keeps known values only, in the sidebar's order, so equal filters give equal query keys. */
function pick<T extends string>(known: readonly T[], wanted: string[]): T[] {
  return known.filter((value) => wanted.includes(value.toLowerCase()));
}

function priceParam(params: URLSearchParams, key: string): number | undefined {
  const raw = params.get(key);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) && value >= 0 && value <= MAX_PRICE ? value : undefined;
}

/**
 * The order asked for, or undefined for the default. 'relevance' is the default while searching
 * and means nothing without a search, so it never stays in the address.
 */
export function normalizeSort(sort: string | null | undefined, search: string) {
  const known = PRODUCT_SORTS.find((value) => value === sort);
  return known === 'relevance' || (known === undefined && search === '') ? undefined : known;
}

/** Reads the address leniently: unknown or broken values are dropped, never sent to the API. */
export function parseStoreFilters(params: URLSearchParams): StoreFilters {
  const page = Number(params.get(STORE_PARAMS.page));
  let minPrice = priceParam(params, STORE_PARAMS.minPrice);
  let maxPrice = priceParam(params, STORE_PARAMS.maxPrice);
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    [minPrice, maxPrice] = [maxPrice, minPrice];
  }
  const search = (params.get(STORE_PARAMS.search) ?? '').trim().slice(0, MAX_SEARCH_LENGTH);
  return {
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
    search,
    petTypes: pick(PET_TYPES, listParam(params, STORE_PARAMS.petTypes)),
    productTypes: pick(ALL_PRODUCT_TYPES, listParam(params, STORE_PARAMS.productTypes)),
    minPrice,
    maxPrice,
    sort: normalizeSort(params.get(STORE_PARAMS.sort), search),
    category: (params.get(STORE_PARAMS.category) ?? '').trim().slice(0, MAX_CATEGORY_LENGTH),
  };
}

/** The address for some filters; defaults are left out so links stay short. */
export function storeFiltersToParams(filters: StoreFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.search) params.set(STORE_PARAMS.search, filters.search);
  if (filters.petTypes.length > 0) params.set(STORE_PARAMS.petTypes, filters.petTypes.join(','));
  if (filters.productTypes.length > 0) {
    params.set(STORE_PARAMS.productTypes, filters.productTypes.join(','));
  }
  if (filters.minPrice !== undefined) params.set(STORE_PARAMS.minPrice, String(filters.minPrice));
  if (filters.maxPrice !== undefined) params.set(STORE_PARAMS.maxPrice, String(filters.maxPrice));
  const sort = normalizeSort(filters.sort, filters.search);
  if (sort) params.set(STORE_PARAMS.sort, sort);
  if (filters.category) params.set(STORE_PARAMS.category, filters.category);
  if (filters.page > 1) params.set(STORE_PARAMS.page, String(filters.page));
  return params;
}

/** What the facet counts are asked for: the list's filters without its page or order. */
export function toFacetQuery(filters: StoreFilters): FacetFilters {
  return {
    search: filters.search || undefined,
    petTypes: filters.petTypes,
    productTypes: filters.productTypes,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
  };
}

/** What the list call is asked for. */
export function toProductQuery(filters: StoreFilters): ProductFilters {
  return {
    page: filters.page,
    ...toFacetQuery(filters),
    sort: normalizeSort(filters.sort, filters.search),
  };
}

export function hasActiveFilters(filters: StoreFilters): boolean {
  return (
    filters.search !== '' ||
    filters.petTypes.length > 0 ||
    filters.productTypes.length > 0 ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined
  );
}

/**
 * 'Store', or, arriving from a Home category tile, its pet type in plain words: "Cat products"
 * (decision 039; supersedes spec §2's '{category} Products'). A category without its one pet type
 * (a hand-made address) names nothing the list shows, so the heading stays 'Store'.
 */
export function storeHeading(filters: Pick<StoreFilters, 'category' | 'petTypes'>): string {
  const [petType, ...others] = filters.petTypes;
  if (!filters.category || !petType || others.length > 0) return t`Store`;
  return petTypeHeading(petType);
}

export { productTypeLabel } from './catalog-labels.ts';

/** The index in PRICE_RANGES that the current price filter equals, or -1. */
export function matchingPriceRange(minPrice: number | undefined, maxPrice: number | undefined) {
  return PRICE_RANGES.findIndex(
    (range) =>
      range.min === minPrice &&
      (range.max === null ? maxPrice === undefined : range.max === maxPrice),
  );
}

/** 'AED 120', '120 د.إ': whole dirhams without their '.00'. */
export const wholeAed = (amount: number) => formatAed(amount).replace(/\.00(?=\D*$)/, '');

/** The Price chip's text: a range's own label when it is one, else the bounds chosen. */
export function priceFilterLabel(minPrice: number | undefined, maxPrice: number | undefined) {
  const rangeIndex = matchingPriceRange(minPrice, maxPrice);
  if (rangeIndex >= 0) return priceRangeLabel(rangeIndex);
  if (minPrice !== undefined && maxPrice !== undefined) {
    return `${wholeAed(minPrice)} - ${wholeAed(maxPrice)}`;
  }
  if (minPrice !== undefined) {
    const price = wholeAed(minPrice);
    return t`From ${price}`;
  }
  if (maxPrice !== undefined) {
    const price = wholeAed(maxPrice);
    return t`Up to ${price}`;
  }
  return '';
}
