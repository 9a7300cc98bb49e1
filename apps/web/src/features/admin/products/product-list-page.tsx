import {
  type AdminProductListItem,
  type AdminProductListQuery,
  type AdminProductSort,
} from '@petshop/contracts/admin-products';
import { PET_TYPES } from '@petshop/contracts/constants';
import type { BulkResult } from '@petshop/contracts/admin-bulk';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatShopMoment } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { errorMessage } from '../admin-api.ts';
import { useProductReference } from './api/get-product.ts';
import { useProducts } from './api/get-products.ts';
import { useBulkProducts } from './api/bulk-products.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { BulkBar, BulkOutcome, RowBox, SelectAllBox, useRowSelection } from '../bulk-actions.tsx';
import { adminPaths } from '../admin-paths.ts';

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

const PRODUCT_STATUS = {
  active: ['Active', 'success'],
  draft: ['Draft', 'subdued'],
  archived: ['Archived', 'off'],
} as const;

function ProductStatusBadge({ status }: { status: AdminProductListItem['status'] }) {
  const [label, tone] = PRODUCT_STATUS[status];
  return <StatusBadge tone={tone}>{label}</StatusBadge>;
}

function StockCell({ item }: { item: AdminProductListItem }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <span className="tabular-nums">{item.stock}</span>
      {item.outOfStock ? (
        <StatusBadge tone="critical">Out of stock</StatusBadge>
      ) : item.lowStock ? (
        <StatusBadge tone="attention">Low stock</StatusBadge>
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
  const rows = page?.data ?? [];
  const names = new Map(rows.map((item) => [item.id, item.name]));
  const selection = useRowSelection(rows.map((item) => item.id));
  const bulk = useBulkProducts();
  const [outcome, setOutcome] = useState<{
    action: 'activate' | 'archive';
    results: readonly BulkResult[];
  }>();
  const [confirmArchive, setConfirmArchive] = useState(false);
  const runBulk = (action: 'activate' | 'archive') =>
    bulk.mutate(
      { action, ids: selection.chosen },
      {
        onSuccess: (answer) => {
          setOutcome({ action, results: answer.results });
          selection.clear();
        },
      },
    );
  const chosenCount = selection.chosen.length;

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Products</h1>
        <Link to={adminPaths.newProduct()} className={buttonClass('primary', 'sm')}>
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
          <BulkBar selection={selection} noun={['product', 'products']}>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={bulk.isPending}
              onClick={() => runBulk('activate')}
            >
              Make active
            </button>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={bulk.isPending}
              onClick={() => setConfirmArchive(true)}
            >
              Archive
            </button>
          </BulkBar>
          {confirmArchive && (
            <ConfirmDialog
              title={
                chosenCount === 1
                  ? `Archive ${names.get(selection.chosen[0]!) ?? 'this product'}?`
                  : `Archive ${chosenCount} products?`
              }
              text="Archived products leave the shop and stay in order history. You can unarchive them later."
              confirmLabel="Archive"
              onCancel={() => setConfirmArchive(false)}
              onConfirm={() => {
                setConfirmArchive(false);
                runBulk('archive');
              }}
            />
          )}
          {bulk.isError && (
            <p role="alert" className="text-red-800">
              {errorMessage(bulk.error)}
            </p>
          )}
          {outcome && (
            <BulkOutcome
              results={outcome.results}
              done={(count) =>
                `${count === 1 ? '1 product' : `${count} products`} ${outcome.action === 'activate' ? 'active' : 'archived'}.`
              }
              nameOf={(id) => names.get(id) ?? `Product #${id}`}
              onDismiss={() => setOutcome(undefined)}
            />
          )}
          <div className="overflow-x-auto rounded-2xl border border-gray-200 bg-white">
            <table className="w-full text-left text-sm md:min-w-[760px]">
              <caption className="sr-only">
                Products, sorted by {COLUMN_LABELS[sort].toLowerCase()}{' '}
                {direction === 'asc' ? 'ascending' : 'descending'}
              </caption>
              <thead className="border-b border-gray-200 text-xs text-gray-500">
                <tr>
                  <th scope="col" className="w-10 py-3 pl-3">
                    <SelectAllBox selection={selection} label="Choose every product on this page" />
                  </th>
                  {header('name')}
                  <th scope="col" className="hidden p-3 font-semibold uppercase md:table-cell">
                    SKU
                  </th>
                  <th scope="col" className="hidden p-3 font-semibold uppercase sm:table-cell">
                    Status
                  </th>
                  {header('price', 'hidden text-right sm:table-cell')}
                  {header('stock')}
                  <th scope="col" className="hidden p-3 font-semibold uppercase lg:table-cell">
                    Type
                  </th>
                  {header('updated', 'hidden lg:table-cell')}
                </tr>
              </thead>
              <tbody aria-busy={products.isFetching || undefined}>
                {page.data.map((item) => (
                  <tr
                    key={item.id}
                    className="border-b border-gray-100 last:border-0 hover:bg-gray-50"
                  >
                    <td className="py-3 pl-3 align-top">
                      <RowBox selection={selection} id={item.id} name={item.name} />
                    </td>
                    <td className="p-3 align-top">
                      <Link
                        to={adminPaths.product(item.id)}
                        className="font-semibold text-ink hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
                      >
                        {item.name}
                      </Link>
                      {/* On a phone the SKU and status stack under the name. */}
                      <span className="mt-1 flex flex-wrap items-center gap-2 md:hidden">
                        <span className="font-mono text-xs break-all">{item.sku}</span>
                        <span className="sm:hidden">
                          <ProductStatusBadge status={item.status} />
                        </span>
                      </span>
                    </td>
                    <td className="hidden p-3 align-top font-mono text-xs md:table-cell">
                      {item.sku}
                    </td>
                    <td className="hidden p-3 align-top sm:table-cell">
                      <ProductStatusBadge status={item.status} />
                    </td>
                    <td className="hidden p-3 text-right align-top tabular-nums sm:table-cell">
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
                    <td className="p-3 align-top">
                      <StockCell item={item} />
                    </td>
                    <td className="hidden p-3 align-top lg:table-cell">
                      {item.productType ?? '—'}
                    </td>
                    <td className="hidden p-3 align-top whitespace-nowrap text-gray-600 lg:table-cell">
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
