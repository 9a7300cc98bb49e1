/**
 * Plain values and types, free of zod, for the web's first views: a page that needs only these
 * imports `@petshop/contracts/constants` and loads no schema code. The main entry re-exports them.
 */

/** Spec §3 "Filter options". The codes are what the store sends as `petTypes`. */
export const PET_TYPES = ['CAT', 'DOG', 'BIRD', 'FISH'] as const;
export type PetTypeCode = (typeof PET_TYPES)[number];

/** Spec §3 "Filter options": product type groups and the product types each holds. */
export const PRODUCT_TYPE_GROUPS = [
  { group: 'Food', types: ['Food'] },
  { group: 'Accessories', types: ['cage', 'cat litter box', 'scratcher'] },
  { group: 'Collar', types: ['collar'] },
  { group: 'Toys', types: ['Toy'] },
] as const;
export type ProductTypeName = (typeof PRODUCT_TYPE_GROUPS)[number]['types'][number];

/** Spec §3 price ranges; `max: null` means "up to the maximum price". */
export const PRICE_RANGES = [
  { label: 'Below AED 100', min: 0, max: 100 },
  { label: 'AED 100 - 300', min: 100, max: 300 },
  { label: 'AED 300 - 600', min: 300, max: 600 },
  { label: 'Above AED 600', min: 600, max: null },
] as const;

export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 48;

/** The most units one cart line may hold, whatever the stock. */
export const MAX_CART_QUANTITY = 99;

/** Spec §5 checkout phone: an optional leading plus, digits, spaces, hyphens and brackets. */
export const CHECKOUT_PHONE_PATTERN = /^\+?[\d\s\-()]{7,20}$/;
