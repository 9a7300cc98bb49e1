import '../../../../lib/zod-jitless.ts';
import type { AdminProductListItem } from '@petshop/contracts/admin-products';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRouter } from '../../../../test/render-router.tsx';
import { json, routeFetch } from '../../../../test/fetch-router.ts';
import { ProductListPage } from '../product-list-page.tsx';

const item = (more: Partial<AdminProductListItem>): AdminProductListItem => ({
  id: 1,
  name: 'Alpha Kibble',
  sku: 'ALP-001',
  price: 30,
  offerPrice: null,
  status: 'active',
  stock: 30,
  sizeCount: 2,
  lowStock: false,
  outOfStock: false,
  productType: 'Food',
  petTypes: ['DOG'],
  imageUrl: null,
  updatedAt: '2026-11-25T10:00:00.000Z',
  stockAlertsWaiting: 0,
  ...more,
});

const page = (data: AdminProductListItem[], more = {}) => ({
  items: data,
  data,
  page: 1,
  pageSize: 25,
  total: data.length,
  lastPage: 1,
  ...more,
});

// The machine running the suite may be busy: give a slow render time before calling it missing.
configure({ asyncUtilTimeout: 5000 });
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderList(url = '/admin/products') {
  const router = createMemoryRouter([{ path: '/admin/products', element: <ProductListPage /> }], {
    initialEntries: [url],
  });
  return renderRouter(router);
}

describe('the product list', () => {
  it('flags low and out-of-stock rows and sorts by a column header, asking the server', async () => {
    const fetches = routeFetch(
      {
        'GET /api/admin/reference': () =>
          json(200, { petTypes: [], productTypes: [], attributes: [] }),
      },
      ({ url }) =>
        json(
          200,
          url.includes('sort=name')
            ? page([item({ id: 2, name: 'Bravo Tower', sku: 'BRV-002' })])
            : page([
                item({ id: 1 }),
                item({ id: 2, name: 'Bravo Tower', sku: 'BRV-002', stock: 3, lowStock: true }),
                item({
                  id: 3,
                  name: 'Charlie Collar',
                  sku: 'CHR-003',
                  stock: 0,
                  lowStock: true,
                  outOfStock: true,
                  stockAlertsWaiting: 3,
                }),
              ]),
        ),
    );
    const router = renderList();
    const bravo = (await screen.findByRole('link', { name: 'Bravo Tower' })).closest('tr')!;
    expect(within(bravo).getByText('Low stock')).toBeTruthy();
    const charlie = screen.getByRole('link', { name: 'Charlie Collar' }).closest('tr')!;
    expect(within(charlie).getByText('Out of stock')).toBeTruthy();
    expect(within(charlie).queryByText('Low stock')).toBeNull();
    // Issue 33: the restocking hint, only where alerts wait.
    expect(within(charlie).getByText('3 waiting')).toBeTruthy();
    expect(within(bravo).queryByText(/waiting/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Alpha Kibble' }).getAttribute('href')).toBe(
      '/admin/products/1',
    );

    fireEvent.click(screen.getByRole('button', { name: /Product/ }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Alpha Kibble' })).toBeNull());
    expect(router.state.location.search).toBe('?sort=name&direction=asc');
    expect(fetches.calls.map((call) => call.url)).toContain(
      '/api/admin/products?sort=name&direction=asc',
    );
    expect(screen.getByRole('columnheader', { name: /Product/ }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
  });

  it('pages with Next and says how many products match', async () => {
    const fetches = routeFetch({}, ({ url }) =>
      url.startsWith('/api/admin/reference')
        ? json(200, { petTypes: [], productTypes: [], attributes: [] })
        : json(
            200,
            page([item({})], { total: 51, lastPage: 3, page: url.includes('page=2') ? 2 : 1 }),
          ),
    );
    renderList('/admin/products?stock=low');
    expect(await screen.findByText('51 products · page 1 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('51 products · page 2 of 3')).toBeTruthy();
    expect(fetches.calls.map((call) => call.url)).toContain('/api/admin/products?stock=low&page=2');
  });

  it('searches as staff type, after a pause, and keeps the search in the address', async () => {
    const fetches = routeFetch({}, ({ url }) =>
      url.startsWith('/api/admin/reference')
        ? json(200, { petTypes: [], productTypes: [], attributes: [] })
        : json(200, page(url.includes('search=') ? [item({ name: 'Kibble Found' })] : [])),
    );
    const router = renderList();
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search name or SKU' }), {
      target: { value: ' kib ' },
    });
    expect(await screen.findByRole('link', { name: 'Kibble Found' })).toBeTruthy();
    expect(router.state.location.search).toBe('?search=kib');
    expect(fetches.calls.map((call) => call.url)).toContain('/api/admin/products?search=kib');
  });
});
