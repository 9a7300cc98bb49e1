import { describe, expect, it } from 'vitest';
import { activeProductsQuerySchema, productFilterQuerySchema } from './catalog.ts';

describe('productFilterQuerySchema', () => {
  it('defaults to page 1 of 12 with no filters', () => {
    expect(productFilterQuerySchema.parse({})).toEqual({
      page: 1,
      per_page: 12,
      search: undefined,
      productTypes: [],
      petTypes: [],
      minPrice: undefined,
      maxPrice: undefined,
      lang: 'en',
    });
  });

  it('splits comma-joined lists and merges repeated ones', () => {
    const query = productFilterQuerySchema.parse({
      productTypes: ['cage, cat litter box', 'Toy'],
      petTypes: 'DOG,CAT,',
    });
    expect(query.productTypes).toEqual(['cage', 'cat litter box', 'Toy']);
    expect(query.petTypes).toEqual(['DOG', 'CAT']);
  });

  it('trims the search and drops an empty one', () => {
    expect(productFilterQuerySchema.parse({ search: '  kibble ' }).search).toBe('kibble');
    expect(productFilterQuerySchema.parse({ search: '   ' }).search).toBeUndefined();
  });

  it('reads numbers from query strings and refuses nonsense with a message', () => {
    expect(productFilterQuerySchema.parse({ page: '3', minPrice: '10.5' })).toMatchObject({
      page: 3,
      minPrice: 10.5,
    });
    const result = productFilterQuerySchema.safeParse({ minPrice: 'cheap' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['minPrice'],
      message: 'The minPrice must be a number.',
    });
  });

  it('refuses a minimum above the maximum', () => {
    const result = productFilterQuerySchema.safeParse({ minPrice: '300', maxPrice: '100' });
    expect(result.error?.issues[0]?.message).toBe('The minPrice must not be above the maxPrice.');
  });
});

describe('activeProductsQuerySchema', () => {
  it('leaves the page unset when none is asked', () => {
    expect(activeProductsQuerySchema.parse({})).toEqual({
      page: undefined,
      per_page: 12,
      lang: 'en',
    });
    expect(activeProductsQuerySchema.parse({ page: '2' }).page).toBe(2);
  });
});
