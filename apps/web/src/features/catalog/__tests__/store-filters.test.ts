// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  emptyStoreFilters,
  hasActiveFilters,
  matchingPriceRange,
  parseStoreFilters,
  priceFilterLabel,
  productTypeLabel,
  storeFiltersToParams,
  storeHeading,
  toFacetQuery,
  toProductQuery,
} from '../store-filters.ts';

const parse = (query: string) => parseStoreFilters(new URLSearchParams(query));

describe('parseStoreFilters', () => {
  it('reads the address Home sends from a category tile; the heading names the pet plainly', () => {
    const filters = parse('petTypes=DOG&category=Dogs');
    expect(filters.petTypes).toEqual(['DOG']);
    expect(filters.category).toBe('Dogs');
    expect(filters.page).toBe(1);
    expect(storeHeading(filters)).toBe('Dog products');
    expect(storeHeading(parse('petTypes=CAT&category=Cats'))).toBe('Cat products');
    // A category naming no single pet type of the list says nothing true: the heading is 'Store'.
    expect(storeHeading(parse('category=Cats'))).toBe('Store');
    expect(storeHeading(parse('petTypes=CAT,DOG&category=Cats'))).toBe('Store');
  });

  it('reads every filter', () => {
    expect(
      parse(
        'page=3&search=%20kibble%20&petTypes=cat,FISH&productTypes=Toy,cat%20litter%20box&minPrice=100&maxPrice=300',
      ),
    ).toEqual({
      page: 3,
      search: 'kibble',
      petTypes: ['CAT', 'FISH'],
      productTypes: ['cat litter box', 'Toy'],
      minPrice: 100,
      maxPrice: 300,
      sort: undefined,
      category: '',
    });
  });

  it('drops unknown and broken values', () => {
    const filters = parse(
      'page=-2&petTypes=LIZARD,DOG&productTypes=rocket&minPrice=abc&maxPrice=-1',
    );
    expect(filters.page).toBe(1);
    expect(filters.petTypes).toEqual(['DOG']);
    expect(filters.productTypes).toEqual([]);
    expect(filters.minPrice).toBeUndefined();
    expect(filters.maxPrice).toBeUndefined();
    expect(parse('page=2.5').page).toBe(1);
  });

  it('swaps a minimum above the maximum', () => {
    const filters = parse('minPrice=500&maxPrice=100');
    expect([filters.minPrice, filters.maxPrice]).toEqual([100, 500]);
  });
});

describe('sort', () => {
  it('reads every order but the default, which the address leaves out', () => {
    expect(parse('sort=price_asc').sort).toBe('price_asc');
    expect(parse('sort=price_desc').sort).toBe('price_desc');
    expect(parse('sort=bestselling').sort).toBe('bestselling');
    expect(parse('sort=newest').sort).toBe('newest');
    expect(parse('search=ball&sort=newest').sort).toBe('newest');
    expect(parse('').sort).toBeUndefined();
    expect(parse('sort=cheapest').sort).toBeUndefined();
    // Relevance is the default while searching and means nothing without a search.
    expect(parse('search=ball&sort=relevance').sort).toBeUndefined();
    expect(parse('sort=relevance').sort).toBeUndefined();
  });

  it('writes the order chosen and drops the default', () => {
    const base = parse('search=ball');
    expect(storeFiltersToParams({ ...base, sort: 'price_asc' }).toString()).toBe(
      'search=ball&sort=price_asc',
    );
    expect(storeFiltersToParams({ ...base, sort: 'relevance' }).toString()).toBe('search=ball');
    expect(storeFiltersToParams({ ...emptyStoreFilters, sort: 'newest' }).toString()).toBe(
      'sort=newest',
    );
    const sorted = parse('page=3&petTypes=CAT&sort=price_desc');
    expect(parseStoreFilters(storeFiltersToParams(sorted))).toEqual(sorted);
  });

  it('is sent with the list but not with the facet counts, which have no page or order', () => {
    const filters = parse('page=2&search=cta%20litter&petTypes=CAT&sort=price_asc&minPrice=10');
    expect(toProductQuery(filters)).toEqual({
      page: 2,
      search: 'cta litter',
      petTypes: ['CAT'],
      productTypes: [],
      minPrice: 10,
      maxPrice: undefined,
      sort: 'price_asc',
    });
    expect(toFacetQuery(filters)).toEqual({
      search: 'cta litter',
      petTypes: ['CAT'],
      productTypes: [],
      minPrice: 10,
      maxPrice: undefined,
    });
    expect(toProductQuery(parse('search=ball')).sort).toBeUndefined();
  });
});

describe('storeFiltersToParams', () => {
  it('writes only what is set and round-trips', () => {
    const filters = parse(
      'page=2&search=ball&petTypes=DOG,CAT&productTypes=Food&minPrice=0&maxPrice=100',
    );
    const params = storeFiltersToParams(filters);
    expect(params.get('petTypes')).toBe('CAT,DOG');
    expect(params.get('page')).toBe('2');
    expect(parseStoreFilters(params)).toEqual(filters);
    expect(storeFiltersToParams(emptyStoreFilters).toString()).toBe('');
  });
});

describe('active filters and labels', () => {
  it('knows when a filter is active; the category alone is not a filter', () => {
    expect(hasActiveFilters(emptyStoreFilters)).toBe(false);
    expect(hasActiveFilters(parse('category=Dogs'))).toBe(false);
    expect(hasActiveFilters(parse('minPrice=10'))).toBe(true);
    expect(storeHeading(emptyStoreFilters)).toBe('Store');
    expect(hasActiveFilters(parse('sort=newest'))).toBe(false);
  });

  it('names product types in words with a capital first letter', () => {
    expect(productTypeLabel('cat litter box')).toBe('Cat litter box');
    expect(productTypeLabel('Food')).toBe('Food');
  });

  it('names the price ranges of the spec', () => {
    expect(matchingPriceRange(0, 100)).toBe(0);
    expect(matchingPriceRange(600, undefined)).toBe(3);
    expect(matchingPriceRange(600, 900)).toBe(-1);
    expect(priceFilterLabel(100, 300)).toBe('AED 100 - 300');
    expect(priceFilterLabel(600, undefined)).toBe('Above AED 600');
    expect(priceFilterLabel(120, 850)).toBe('AED 120 - AED 850');
    expect(priceFilterLabel(undefined, 40.5)).toBe('Up to AED 40.50');
  });
});
