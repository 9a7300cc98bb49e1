import type { ProductSummary } from '@petshop/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, routeFetch } from '../../../test/fetch-router.ts';
import { HeaderSearch } from '../components/header-search.tsx';
import { renderRouter } from '../../../test/render-router.tsx';

const product = (id: number, name: string, price: number, offer: number | null = null) =>
  ({
    id,
    name,
    price,
    offer_price: offer,
    sku: `SKU-${id}`,
    packaging: null,
    image_url: `/storage/products/${id}.svg`,
    images: [],
    rating: 4,
    review_count: 3,
    product_type: null,
    product_pet_types: [],
    product_sizes: [],
  }) satisfies ProductSummary;

const page = (products: ProductSummary[]) => ({
  products: {
    data: products,
    current_page: 1,
    last_page: 1,
    total: products.length,
    per_page: 6,
  },
});

const COLLARS = [
  product(42, 'Leather Dog Collar', 89, 69),
  product(43, 'Reflective Cat Collar', 35),
];

const suggestionsUrl = (term: string) =>
  `/api/get-filtered-products?${new URLSearchParams({ search: term, per_page: '6', sort: 'relevance' })}`;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderSearch() {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <HeaderSearch />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/'] },
  );
  renderRouter(router);
  return screen.getByRole<HTMLInputElement>('combobox', { name: 'Search the shop' });
}

const where = () => screen.getByTestId('where').textContent;

/** Types the way a person does: one change per character. */
function type(box: HTMLElement, text: string) {
  for (let end = 1; end <= text.length; end += 1) {
    fireEvent.change(box, { target: { value: text.slice(0, end) } });
  }
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('HeaderSearch', () => {
  it('asks once typing pauses, from two characters, for six products in best-match order', async () => {
    const api = routeFetch({ [`GET ${suggestionsUrl('coll')}`]: () => json(200, page(COLLARS)) });
    const box = renderSearch();
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-autocomplete')).toBe('list');

    fireEvent.change(box, { target: { value: 'c' } });
    type(box, 'coll');
    const listbox = await screen.findByRole('listbox', { name: 'Suggestions' });

    expect(api.calls.map((call) => call.url)).toEqual([suggestionsUrl('coll')]);
    expect(box.getAttribute('aria-expanded')).toBe('true');
    expect(box.getAttribute('aria-controls')).toBe(listbox.id);
    const options = within(listbox).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Leather Dog CollarOffer price AED 69.00Original price AED 89.00',
      'Reflective Cat CollarAED 35.00',
      'See all results for “coll”',
    ]);
    expect(screen.getByRole('status').textContent).toBe('2 products suggested');
  });

  it('arrows move the highlight (aria-activedescendant) and Enter opens that product', async () => {
    routeFetch({ [`GET ${suggestionsUrl('collar')}`]: () => json(200, page(COLLARS)) });
    const box = renderSearch();
    type(box, 'collar');
    const options = await screen.findAllByRole('option');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[2]!.id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    expect(box.getAttribute('aria-activedescendant')).toBe(options[1]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('false');

    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/product/43');
    expect(box.value).toBe('');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('Enter with no option highlighted opens the store with the search', async () => {
    routeFetch({ [`GET ${suggestionsUrl('cat litter')}`]: () => json(200, page(COLLARS)) });
    const box = renderSearch();
    type(box, 'cat litter');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/store?search=cat+litter');
  });

  it('"See all results" opens the store with the search, by keyboard or by click', async () => {
    routeFetch({ [`GET ${suggestionsUrl('collar')}`]: () => json(200, page(COLLARS)) });
    const box = renderSearch();
    type(box, 'collar');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(where()).toBe('/store?search=collar');

    type(box, 'collar');
    fireEvent.click(await screen.findByRole('option', { name: 'Reflective Cat Collar AED 35.00' }));
    expect(where()).toBe('/product/43');
  });

  it('Escape closes the list, a second Escape clears the box; leaving the box closes it', async () => {
    routeFetch({ [`GET ${suggestionsUrl('collar')}`]: () => json(200, page(COLLARS)) });
    const box = renderSearch();
    type(box, 'collar');
    await screen.findByRole('listbox');
    fireEvent.keyDown(box, { key: 'ArrowDown' });

    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(box.getAttribute('aria-activedescendant')).toBeNull();
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box.value).toBe('collar');

    // An arrow opens it again.
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(box, { key: 'Escape' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box.value).toBe('');

    type(box, 'collar');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    fireEvent.blur(box);
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect(where()).toBe('/');
  });

  it('says when nothing matches, and still offers the store search', async () => {
    routeFetch({ [`GET ${suggestionsUrl('zzqq')}`]: () => json(200, page([])) });
    const box = renderSearch();
    type(box, 'zzqq');
    const listbox = await screen.findByRole('listbox');
    expect(screen.getByText('No products match “zzqq”.')).toBeTruthy();
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['See all results for “zzqq”']);
  });

  it('an older answer arriving late never replaces the newer one', async () => {
    const answers: Record<string, (response: Response) => void> = {};
    const pending = (term: string) => () =>
      new Promise<Response>((resolve) => {
        answers[term] = resolve;
      });
    const api = routeFetch({
      [`GET ${suggestionsUrl('co')}`]: pending('co'),
      [`GET ${suggestionsUrl('col')}`]: pending('col'),
    });
    const box = renderSearch();
    type(box, 'co');
    await vi.waitFor(() => expect(api.calls).toHaveLength(1));
    fireEvent.change(box, { target: { value: 'col' } });
    await vi.waitFor(() => expect(api.calls).toHaveLength(2));

    await act(async () => answers.col!(json(200, page([product(7, 'Collar Bell', 12)]))));
    await screen.findByRole('option', { name: 'Collar Bell AED 12.00' });
    await act(async () => answers.co!(json(200, page([product(8, 'Cocoa Treats', 20)]))));

    const names = screen.getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Collar BellAED 12.00', 'See all results for “col”']);
  });
});
