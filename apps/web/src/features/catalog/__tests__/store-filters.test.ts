// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  emptyStoreFilters,
  hasActiveFilters,
  matchingPriceRange,
  parseStoreFilters,
  priceFilterLabel,
  storeFiltersToParams,
  storeHeading,
} from '../store-filters.ts';

const parse = (query: string) => parseStoreFilters(new URLSearchParams(query));

describe('parseStoreFilters', () => {
  it('reads the address Home sends from a category tile', () => {
    const filters = parse('petTypes=DOG&category=Dogs');
    expect(filters.petTypes).toEqual(['DOG']);
    expect(filters.category).toBe('Dogs');
    expect(filters.page).toBe(1);
    expect(storeHeading(filters)).toBe('Dogs Products');
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
