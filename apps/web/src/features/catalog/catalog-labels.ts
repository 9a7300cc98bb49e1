import { i18n, type MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  PRICE_RANGES,
  type PetTypeCode,
  type ProductSort,
  type ProductTypeName,
} from '@petshop/contracts/constants';

/**
 * The store's own words for the catalog's fixed lists (issue 34): pet types, product types and
 * their groups, orders and price ranges, in the shop's language. The values the address and the
 * API carry stay the English keys of @petshop/contracts/constants.
 */
const PET_TYPE_NAMES: Record<PetTypeCode, MessageDescriptor> = {
  CAT: msg`Cat`,
  DOG: msg`Dog`,
  BIRD: msg`Bird`,
  FISH: msg`Fish`,
};

/** "Cat products": the store's heading arriving from a Home category tile. */
const PET_TYPE_HEADINGS: Record<PetTypeCode, MessageDescriptor> = {
  CAT: msg`Cat products`,
  DOG: msg`Dog products`,
  BIRD: msg`Bird products`,
  FISH: msg`Fish products`,
};

const PRODUCT_TYPE_NAMES: Record<ProductTypeName, MessageDescriptor> = {
  Food: msg`Food`,
  cage: msg`Cage`,
  'cat litter box': msg`Cat litter box`,
  scratcher: msg`Scratcher`,
  collar: msg`Collar`,
  Toy: msg`Toy`,
};

const GROUP_NAMES: Record<string, MessageDescriptor> = {
  Food: msg`Food`,
  Accessories: msg`Accessories`,
  Collar: msg`Collar`,
  Toys: msg`Toys`,
};

const SORT_NAMES: Record<ProductSort, MessageDescriptor> = {
  relevance: msg`Best match`,
  bestselling: msg`Bestselling`,
  price_asc: msg`Price: low to high`,
  price_desc: msg`Price: high to low`,
  newest: msg`Newest`,
};

/** PRICE_RANGES' labels, in their order. */
const PRICE_RANGE_NAMES: readonly MessageDescriptor[] = [
  msg`Below AED 100`,
  msg`AED 100 - 300`,
  msg`AED 300 - 600`,
  msg`Above AED 600`,
];

/** 'Cat'. */
export const petTypeLabel = (code: PetTypeCode): string => i18n._(PET_TYPE_NAMES[code]);

/** 'Cat products'. */
export const petTypeHeading = (code: PetTypeCode): string => i18n._(PET_TYPE_HEADINGS[code]);

/** A product type as customers read it: 'cat litter box' → "Cat litter box". */
export function productTypeLabel(name: string): string {
  const known = (PRODUCT_TYPE_NAMES as Partial<Record<string, MessageDescriptor>>)[name];
  return known ? i18n._(known) : name.charAt(0).toUpperCase() + name.slice(1);
}

/** A group of product types ('Accessories'). */
export function productTypeGroupLabel(group: string): string {
  const known = GROUP_NAMES[group];
  return known ? i18n._(known) : group;
}

/** An order of the list ('Price: low to high'). */
export const sortLabel = (sort: ProductSort): string => i18n._(SORT_NAMES[sort]);

/** One of PRICE_RANGES ('Below AED 100'), by its index. */
export function priceRangeLabel(index: number): string {
  const name = PRICE_RANGE_NAMES[index];
  return name ? i18n._(name) : (PRICE_RANGES[index]?.label ?? '');
}
