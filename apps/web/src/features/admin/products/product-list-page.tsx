import {
  type AdminProductListItem,
  type AdminProductListQuery,
  type AdminProductSort,
} from '@petshop/contracts/admin-products';
import { PET_TYPES } from '@petshop/contracts/constants';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
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
import { BulkBar, BulkOutcome, useBulkAnswer, useRowSelection } from '../bulk-actions.tsx';
import { Pager } from '../admin-ui.tsx';
import { IndexTable, type IndexColumn } from '../index-table.tsx';
import { useListParams } from '../use-list-params.ts';
import { adminPaths } from '../admin-paths.ts';

const selectClass =
  'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm text-ink focus:border-brand-500 focus:outline-2 focus:outline-brand-500/40';

/** The list's address keys: filters live in the URL, so a link or Back keeps them. */
/** One filter above the product list: its name over its choice. */
function ListFilter({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex flex-col gap-1 text-xs font-semibold text-gray-600">
      {label}
      <select
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={selectClass}
      >
        {children}
      </select>
    </label>
  );
}

const LIST_PARAMS = {
  search: '',
  petType: '',
  productTypeId: '',
  status: '',
  stock: '',
  sort: '',
  direction: '',
} as const;

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
      {/* Issue 33: a restocking hint, the back-in-stock alerts waiting for this product. */}
      {item.stockAlertsWaiting > 0 && (
        <span title="Back-in-stock alerts waiting: each gets one e-mail when it has stock">
          <StatusBadge tone="info">{item.stockAlertsWaiting} waiting</StatusBadge>
          <span className="sr-only"> for a back-in-stock e-mail</span>
        </span>
      )}
    </span>
  );
}

const COLUMN_LABELS: Record<AdminProductSort, string> = {
  name: 'Product',
  price: 'Price',
  stock: 'Stock',
  updated: 'Updated',
};

const PRODUCT_COLUMNS: readonly IndexColumn<AdminProductListItem>[] = [
  {
    header: COLUMN_LABELS.name,
    sort: 'name',
    cell: (item) => (
      <>
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
      </>
    ),
  },
  {
    header: 'SKU',
    className: 'hidden font-mono text-xs md:table-cell',
    cell: (item) => item.sku,
  },
  {
    header: 'Status',
    className: 'hidden sm:table-cell',
    cell: (item) => <ProductStatusBadge status={item.status} />,
  },
  {
    header: COLUMN_LABELS.price,
    sort: 'price',
    className: 'hidden text-right tabular-nums sm:table-cell',
    cell: (item) =>
      item.offerPrice !== null ? (
        <>
          <span className="mr-2 text-gray-400 line-through">{formatAed(item.price)}</span>
          {formatAed(item.offerPrice)}
        </>
      ) : (
        formatAed(item.price)
      ),
  },
  { header: COLUMN_LABELS.stock, sort: 'stock', cell: (item) => <StockCell item={item} /> },
  {
    header: 'Type',
    className: 'hidden lg:table-cell',
    cell: (item) => item.productType ?? '—',
  },
  {
    header: COLUMN_LABELS.updated,
    sort: 'updated',
    className: 'hidden whitespace-nowrap text-gray-600 lg:table-cell',
    cell: (item) => formatShopMoment(item.updatedAt),
  },
];

/** /admin/products: search, filters, sortable columns and pages, all answered by the server. */
export function ProductListPage() {
  const { values, page: pageNumber, update, filtered } = useListParams(LIST_PARAMS);
  /** A filter's choice, read from the address and written back to it. */
  const filter = (key: 'petType' | 'productTypeId' | 'status' | 'stock') => ({
    value: values[key],
    onChange: (value: string) => update({ [key]: value }),
  });
  const query: AdminProductListQuery = {
    ...values,
    ...(pageNumber > 1 ? { page: String(pageNumber) } : {}),
  };
  const products = useProducts(query);
  const reference = useProductReference();
  const urlSearch = values.search;
  const [search, setSearch] = useState(urlSearch);
  // Back and Forward change the address: the box follows it (React's "adjust state on change").
  const [shownUrlSearch, setShownUrlSearch] = useState(urlSearch);
  if (shownUrlSearch !== urlSearch) {
    setShownUrlSearch(urlSearch);
    setSearch(urlSearch);
  }

  // Typing searches after a short pause, not on every key; it is no step Back returns from.
  useEffect(() => {
    if (search.trim() === urlSearch) return;
    const timer = setTimeout(() => update({ search: search.trim() }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [search, urlSearch, update]);

  const sort = (values.sort || 'updated') as AdminProductSort;
  const direction = values.direction || (sort === 'updated' ? 'desc' : 'asc');
  const toggleSort = (column: string) =>
    update({
      sort: column,
      direction: column === sort ? (direction === 'asc' ? 'desc' : 'asc') : 'asc',
    });

  const page = products.data;
  const rows = page?.items ?? [];
  const names = new Map(rows.map((item) => [item.id, item.name]));
  const selection = useRowSelection(rows.map((item) => item.id));
  const bulk = useBulkProducts();
  const answer = useBulkAnswer(selection);
  const [confirmArchive, setConfirmArchive] = useState(false);
  const runBulk = (action: 'activate' | 'archive') =>
    bulk.mutate(
      { action, ids: selection.chosen },
      {
        onSuccess: ({ results }) =>
          answer.settle({
            results,
            done: (count) =>
              `${count === 1 ? '1 product' : `${count} products`} ${action === 'activate' ? 'active' : 'archived'}.`,
          }),
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
        <ListFilter label="Pet type" {...filter('petType')}>
          <option value="">All</option>
          {(reference.data?.petTypes ?? PET_TYPES.map((code) => ({ code, name: code }))).map(
            (pet) => (
              <option key={pet.code} value={pet.code}>
                {pet.name}
              </option>
            ),
          )}
        </ListFilter>
        <ListFilter label="Product type" {...filter('productTypeId')}>
          <option value="">All</option>
          {reference.data?.productTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {type.name}
            </option>
          ))}
        </ListFilter>
        <ListFilter label="Status" {...filter('status')}>
          <option value="">Active and draft</option>
          <option value="active">Active</option>
          <option value="draft">Draft</option>
          <option value="archived">Archived</option>
        </ListFilter>
        <ListFilter label="Stock" {...filter('stock')}>
          <option value="">Any</option>
          <option value="low">Low stock</option>
          <option value="out">Out of stock</option>
        </ListFilter>
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
          {answer.answer && (
            <BulkOutcome
              answer={answer.answer}
              nameOf={(id) => names.get(id) ?? `Product #${id}`}
              onDismiss={answer.dismiss}
            />
          )}
          <IndexTable
            rows={page.items}
            columns={PRODUCT_COLUMNS}
            caption={`Products, sorted by ${COLUMN_LABELS[sort].toLowerCase()} ${direction === 'asc' ? 'ascending' : 'descending'}`}
            empty={
              filtered
                ? 'No products match these filters.'
                : 'No products yet. Create the first one with “New product”.'
            }
            selection={{
              rows: selection,
              allLabel: 'Choose every product on this page',
              nameOf: (item) => item.name,
            }}
            sort={{ by: sort, descending: direction === 'desc', onSort: toggleSort }}
          />
          <Pager
            page={page.page}
            pages={page.lastPage}
            onPage={(next) => update({ page: next })}
            summary={`${page.total.toLocaleString('en')} product${page.total === 1 ? '' : 's'} · page ${page.page} of ${page.lastPage}`}
          />
        </>
      )}
    </div>
  );
}
