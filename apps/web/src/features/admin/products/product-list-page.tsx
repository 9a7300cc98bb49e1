import {
  type AdminProductListItem,
  type AdminProductListQuery,
  type AdminProductSort,
} from '@petshop/contracts/admin-products';
import { PET_TYPES } from '@petshop/contracts/constants';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatShopMoment } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { errorMessage } from '../admin-api.ts';
import { useProductReference } from './api/get-product.ts';
import { useProducts } from './api/get-products.ts';

const FILTER_KEYS = ['search', 'petType', 'productTypeId', 'status', 'stock'] as const;
const selectClass =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40';

/** The list's query from the address bar: filters live in the URL, so a link or Back keeps them. */
function queryFrom(params: URLSearchParams): AdminProductListQuery {
  const query: AdminProductListQuery = {};
  for (const key of [...FILTER_KEYS, 'sort', 'direction', 'page'] as const) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  return query;
}

/** The address's query with `changes` applied; any change but paging starts at the first page. */
function withChanges(current: URLSearchParams, changes: Record<string, string | undefined>) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(changes)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in changes)) next.delete('page');
  return next;
}

function StatusBadge({ status }: { status: AdminProductListItem['status'] }) {
  const styles = {
    active: 'bg-green-100 text-green-800',
    draft: 'bg-gray-100 text-gray-700',
    archived: 'bg-slate-200 text-slate-700',
  } as const;
  const label = { active: 'Active', draft: 'Draft', archived: 'Archived' } as const;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${styles[status]}`}>
      {label[status]}
    </span>
  );
}

function StockCell({ item }: { item: AdminProductListItem }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="tabular-nums">{item.stock}</span>
      {item.outOfStock ? (
        <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
          Out of stock
        </span>
      ) : item.lowStock ? (
        <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
          Low stock
        </span>
      ) : null}
    </span>
  );
}

const COLUMN_LABELS: Record<AdminProductSort, string> = {
  name: 'Product',
  price: 'Price',
  stock: 'Stock',
  updated: 'Updated',
};

/** /admin/products: search, filters, sortable columns and pages, all answered by the server. */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const query = queryFrom(params);
  const products = useProducts(query);
  const reference = useProductReference();
  const urlSearch = query.search ?? '';
  const [search, setSearch] = useState(urlSearch);
  // Back and Forward change the address: the box follows it (React's "adjust state on change").
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  if (shownUrlSearch !== urlSearch) {
    setShownUrlSearch(urlSearch);
    setSearch(urlSearch);
  }

  // A filter, sort or page is a step Back returns from; typing a search is not.
  const update = (changes: Record<string, string | undefined>) =>
    setParams((current) => withChanges(current, changes));

  // Typing searches after a short pause, not on every key.
  useEffect(() => {
    if (search.trim() === urlSearch) return;
    const timer = setTimeout(
      () =>
        setParams((current) => withChanges(current, { search: search.trim() || undefined }), {
          replace: true,
        }),
      300,
    );
    return () => clearTimeout(timer);
  }, [search, urlSearch, setParams]);

  const sort = (query.sort as AdminProductSort | undefined) ?? 'updated';
  const direction = query.direction ?? (sort === 'updated' ? 'desc' : 'asc');
  const toggleSort = (column: AdminProductSort) =>
    update({
      sort: column,
      direction: column === sort ? (direction === 'asc' ? 'desc' : 'asc') : 'asc',
    });

  const header = (column: AdminProductSort, className = '') => (
    <th
      scope="col"
      className={`p-3 ${className}`}
      aria-sort={sort === column ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => toggleSort(column)}
        className="inline-flex items-center gap-1 font-semibold uppercase hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {COLUMN_LABELS[column]}
        <span aria-hidden="true">{sort === column ? (direction === 'asc' ? '▲' : '▼') : '↕'}</span>
      </button>
    </th>
  );

  const page = products.data;
  const filtered = FILTER_KEYS.some((key) => params.get(key));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Products</h1>
        <Link to="/admin/products/new" className={buttonClass('primary', 'sm')}>
          New product
        </Link>
      </div>

      <div className="flex flex-wrap items-end gap-3" role="search" aria-label="Products">
        <label className="flex min-w-64 flex-1 flex-col gap-1 text-xs font-semibold text-gray-600">
          Search name or SKU
          <input
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            className={selectClass}
          />
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-600">
          Pet type
          <select
            value={query.petType ?? ''}
            onChange={(event) => update({ petType: event.target.value })}
            className={selectClass}
          >
            <option value="">All</option>
            {(reference.data?.petTypes ?? PET_TYPES.map((code) => ({ code, name: code }))).map(
              (pet) => (
                <option key={pet.code} value={pet.code}>
                  {pet.name}
                </option>
              ),
            )}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-600">
          Product type
          <select
            value={query.productTypeId ?? ''}
            onChange={(event) => update({ productTypeId: event.target.value })}
            className={selectClass}
          >
            <option value="">All</option>
            {reference.data?.productTypes.map((type) => (
              <option key={type.id} value={type.id}>
                {type.name}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-600">
          Status
          <select
            value={query.status ?? ''}
            onChange={(event) => update({ status: event.target.value })}
            className={selectClass}
          >
            <option value="">Active and draft</option>
            <option value="active">Active</option>
            <option value="draft">Draft</option>
            <option value="archived">Archived</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-semibold text-gray-600">
          Stock
          <select
            value={query.stock ?? ''}
            onChange={(event) => update({ stock: event.target.value })}
            className={selectClass}
          >
            <option value="">Any</option>
            <option value="low">Low stock</option>
            <option value="out">Out of stock</option>
          </select>
        </label>
      </div>

      {products.isError && (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {errorMessage(products.error)}
        </p>
      )}
      {products.isPending && <Spinner label="Loading products" className="m-10" />}

      {page && (
        <>
          <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
            <table className="w-full min-w-[760px] text-left text-sm">
              <caption className="sr-only">
                Products, sorted by {COLUMN_LABELS[sort].toLowerCase()}{' '}
                {direction === 'asc' ? 'ascending' : 'descending'}
              </caption>
              <thead className="border-b border-gray-200 text-xs text-gray-500">
                <tr>
                  {header('name')}
                  <th scope="col" className="p-3 font-semibold uppercase">
                    SKU
                  </th>
                  <th scope="col" className="p-3 font-semibold uppercase">
                    Status
                  </th>
                  {header('price', 'text-right')}
                  {header('stock')}
                  <th scope="col" className="p-3 font-semibold uppercase">
                    Type
                  </th>
                  {header('updated')}
                </tr>
              </thead>
              <tbody aria-busy={products.isFetching || undefined}>
                {page.data.map((item) => (
                  <tr
                    key={item.id}
                    className="border-b border-gray-100 last:border-0 hover:bg-gray-50"
                  >
                    <td className="p-3">
                      <Link
                        to={`/admin/products/${item.id}`}
                        className="font-semibold text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {item.name}
                      </Link>
                    </td>
                    <td className="p-3 font-mono text-xs">{item.sku}</td>
                    <td className="p-3">
                      <StatusBadge status={item.status} />
                    </td>
                    <td className="p-3 text-right tabular-nums">
                      {item.offerPrice !== null ? (
                        <>
                          <span className="mr-2 text-gray-400 line-through">
                            {formatAed(item.price)}
                          </span>
                          {formatAed(item.offerPrice)}
                        </>
                      ) : (
                        formatAed(item.price)
                      )}
                    </td>
                    <td className="p-3">
                      <StockCell item={item} />
                    </td>
                    <td className="p-3">{item.productType ?? '—'}</td>
                    <td className="p-3 whitespace-nowrap text-gray-600">
                      {formatShopMoment(item.updatedAt)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {page.data.length === 0 && (
              <p className="p-8 text-center text-sm text-gray-600">
                {filtered
                  ? 'No products match these filters.'
                  : 'No products yet. Create the first one with “New product”.'}
              </p>
            )}
          </div>
          <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
            <p aria-live="polite">
              {page.total.toLocaleString('en')} product{page.total === 1 ? '' : 's'} · page{' '}
              {page.page} of {page.lastPage}
            </p>
            <div className="flex gap-2">
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page.page <= 1}
                onClick={() => update({ page: String(page.page - 1) })}
              >
                Previous
              </button>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={page.page >= page.lastPage}
                onClick={() => update({ page: String(page.page + 1) })}
              >
                Next
              </button>
            </div>
          </nav>
        </>
      )}
    </div>
  );
}
