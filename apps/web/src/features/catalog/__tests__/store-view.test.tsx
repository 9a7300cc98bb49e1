import type { FacetsResponse, ProductPage, ProductSummary } from '@petshop/contracts';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch, type FetchCall } from '../../../test/fetch-router.ts';
import { StoreView } from '../components/store-view.tsx';
import { renderRouter } from '../../../test/render-router.tsx';

// The machine running the suite may be busy: give a slow render time before calling it missing.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const product = (id: number, name: string): ProductSummary => ({
  id,
  name,
  price: 40,
  offer_price: null,
  sku: `SKU-${id}`,
  packaging: null,
  image_url: null,
  images: [],
  rating: 4,
  review_count: 3,
  product_type: { id: 1, name: 'Food', group: 'Food' },
  product_pet_types: [{ id: 1, name: 'Cat' }],
  product_sizes: [],
});

const listOf = (data: ProductSummary[]): { products: ProductPage } => ({
  products: { data, current_page: 1, last_page: 1, total: data.length, per_page: 12 },
});

const facets = (more: Partial<FacetsResponse> = {}): FacetsResponse => ({
  total: 14,
  pet_types: [
    { code: 'CAT', count: 9 },
    { code: 'DOG', count: 5 },
    { code: 'BIRD', count: 0 },
  ],
  product_types: [
    { name: 'Food', count: 6 },
    { name: 'cat litter box', count: 1 },
    { name: 'Toy', count: 0 },
  ],
  suggestion: null,
  ...more,
});

/** A wide screen: the filters are the sidebar, not the phone's closed drawer. */
function stubDesktop() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const path = (call: FetchCall) => new URL(call.url, 'http://shop.test');

/** The store at `url` against an API that answers `list` and `facetsFor` by the query sent. */
function renderStore(
  url: string,
  answers: {
    list?: (params: URLSearchParams) => ReturnType<typeof listOf>;
    facetsFor?: (params: URLSearchParams) => FacetsResponse;
  } = {},
) {
  stubDesktop();
  const fetches = routeFetch({}, (call) => {
    const { pathname, searchParams } = path(call);
    if (pathname === '/api/get-filtered-products') {
      return json(200, answers.list?.(searchParams) ?? listOf([product(1, 'Kitten Kibble')]));
    }
    if (pathname === '/api/catalog/facets') {
      return json(200, answers.facetsFor?.(searchParams) ?? facets());
    }
    if (pathname === '/api/get-all-active-products') {
      return json(200, { min_price: 5, max_price: 900 });
    }
    if (pathname === '/api/get-bestseller-products') {
      return json(200, listOf([product(7, 'Bestselling Bowl'), product(8, 'Popular Perch')]));
    }
    return json(404, { message: 'Not found' });
  });
  const router = createMemoryRouter([{ path: '/store', element: <StoreView /> }], {
    initialEntries: [url],
  });
  renderRouter(router);
  const requests = (pathname: string) =>
    fetches.calls
      .map(path)
      .filter((requested) => requested.pathname === pathname)
      .map((requested) => requested.searchParams);
  return { router, requests };
}

describe('the store filter panel', () => {
  it('shows the counts the facets answer, muted at zero, under plain labels', async () => {
    renderStore('/store');
    const cat = await screen.findByRole('checkbox', { name: 'Cat' });
    await waitFor(() => expect(cat.getAttribute('aria-describedby')).not.toBeNull());
    const count = (name: string) => {
      const box = screen.getByRole('checkbox', { name });
      return document.getElementById(box.getAttribute('aria-describedby')!)!;
    };
    expect(count('Cat').textContent).toBe('9 products');
    expect(count('Dog').textContent).toBe('5 products');
    expect(count('Cat litter box').textContent).toBe('1 product');
    // A type the answer leaves out has nothing with these filters; zero stays shown, muted.
    expect(count('Fish').textContent).toBe('0 products');
    expect(count('Bird').textContent).toBe('0 products');
    expect(count('Toy').textContent).toBe('0 products');
    expect(count('Toy').className).toContain('text-gray-500');
    expect(count('Food').className).not.toContain('text-gray-500');
    expect(screen.getByRole('checkbox', { name: 'Toy' }).closest('label')!.className).toContain(
      'text-gray-500',
    );
    expect(screen.getByRole<HTMLInputElement>('checkbox', { name: 'Toy' }).disabled).toBe(false);
    // The fixed labels of the original shop are gone.
    expect(screen.queryByText('526')).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'CAT' })).toBeNull();
  });

  it('asks for counts with the filters but not the page or order, and follows a change', async () => {
    const { requests } = renderStore('/store?search=litter&petTypes=CAT&page=2&sort=price_asc', {
      facetsFor: (params) =>
        params.get('productTypes') === 'Food'
          ? facets({ pet_types: [{ code: 'CAT', count: 3 }] })
          : facets(),
    });
    const cat = await screen.findByRole('checkbox', { name: 'Cat' });
    await waitFor(() => expect(requests('/api/catalog/facets')).toHaveLength(1));
    const first = requests('/api/catalog/facets')[0]!;
    expect(Object.fromEntries(first)).toEqual({ search: 'litter', petTypes: 'CAT' });
    const list = requests('/api/get-filtered-products')[0]!;
    expect(Object.fromEntries(list)).toEqual({
      page: '2',
      search: 'litter',
      petTypes: 'CAT',
      sort: 'price_asc',
    });

    fireEvent.click(screen.getByRole('checkbox', { name: 'Food' }));
    await waitFor(() =>
      expect(document.getElementById(cat.getAttribute('aria-describedby')!)!.textContent).toBe(
        '3 products',
      ),
    );
    // Plain labels on the chips too.
    expect(screen.getByRole('button', { name: 'Remove filter Pet: Cat' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove filter Product: Food' })).toBeTruthy();
  });
});

describe('the store sort', () => {
  it("offers 'Best match' only while searching and keeps the order in the address", async () => {
    const { router, requests } = renderStore('/store?page=3');
    const sort = await screen.findByRole('combobox', { name: 'Sort by' });
    const options = () =>
      within(sort)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual([
      'Featured',
      'Bestselling',
      'Price: low to high',
      'Price: high to low',
      'Newest',
    ]);

    fireEvent.change(sort, { target: { value: 'price_asc' } });
    await waitFor(() => expect(router.state.location.search).toBe('?sort=price_asc'));
    await waitFor(() =>
      expect(requests('/api/get-filtered-products').at(-1)!.get('sort')).toBe('price_asc'),
    );
    expect(requests('/api/get-filtered-products').at(-1)!.get('page')).toBe('1');

    const box = screen.getByPlaceholderText('Search products...');
    fireEvent.change(box, { target: { value: 'ball' } });
    fireEvent.submit(box.closest('form')!);
    await waitFor(() => expect(router.state.location.search).toBe('?search=ball&sort=price_asc'));
    expect(options()[0]).toBe('Best match');

    fireEvent.change(sort, { target: { value: '' } });
    await waitFor(() => expect(router.state.location.search).toBe('?search=ball'));
    expect((sort as HTMLSelectElement).value).toBe('');
  });
});

describe('the store with nothing found', () => {
  it('shows the query, the closest spelling to search instead and best sellers', async () => {
    const { router } = renderStore('/store?search=royl%20cann', {
      list: (params) =>
        params.get('search') === 'royal canin'
          ? listOf([product(3, 'Royal Canin Kitten')])
          : listOf([]),
      facetsFor: (params) =>
        params.get('search') === 'royl cann'
          ? facets({ total: 0, suggestion: 'royal canin' })
          : facets(),
    });
    expect(await screen.findByRole('heading', { name: 'No products found.' })).toBeTruthy();
    expect(screen.getByText('No products found for “royl cann”.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
    const bestsellers = await screen.findByRole('region', { name: 'Bestsellers you might like' });
    expect(
      within(bestsellers)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Bestselling Bowl', 'Popular Perch']);

    fireEvent.click(await screen.findByRole('button', { name: 'Did you mean royal canin?' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=royal+canin'));
    expect(await screen.findByRole('link', { name: 'Royal Canin Kitten' })).toBeTruthy();
    expect(screen.queryByText(/No products found/)).toBeNull();
  });

  it('without a search keeps the plain empty state, with no spelling or best sellers', async () => {
    renderStore('/store?petTypes=BIRD&productTypes=Toy', { list: () => listOf([]) });
    expect(await screen.findByRole('heading', { name: 'No products found.' })).toBeTruthy();
    expect(screen.queryByText(/No products found for/)).toBeNull();
    expect(screen.queryByRole('region', { name: 'Bestsellers you might like' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Clear Filters' })).toBeTruthy();
  });
});
