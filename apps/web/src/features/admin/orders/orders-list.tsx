import {
  orderStatusesLabelled,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
  paymentStatusLabel,
} from '@petshop/contracts/labels';
import type { AdminOrderRow } from '@petshop/contracts/admin-orders';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatShopDateTime, shopToday } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { getStaffToken } from '../staff-session.ts';
import { API_BASE_URL } from '../../../lib/api-client.ts';
import { OrderStatusBadge } from '../status-badge.tsx';
import { DateFilter, ListError, SelectFilter } from '../admin-ui.tsx';
import { IndexTable, ListFilters, ListResults, type IndexColumn } from '../index-table.tsx';
import { useListParams } from '../use-list-params.ts';
import { BulkBar, BulkOutcome, useBulkAnswer, useRowSelection } from '../bulk-actions.tsx';
import { useMarkProcessing } from './api/mark-processing.ts';
import { useOrders } from './api/get-orders.ts';
import { adminPaths } from '../admin-paths.ts';

const PAGE_SIZE = 25;
/** The list's address keys and their values when absent. */
const ORDER_PARAMS = {
  q: '',
  status: '',
  paymentMethod: '',
  from: '',
  to: '',
  sort: '-placed',
};

/** Each label finds exactly the orders whose badge reads it (issue 27). */
export const STATUS_FILTERS: readonly (readonly [string, string])[] = [
  ['', 'All statuses'],
  ...(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const).map(
    (label) => [orderStatusesLabelled(label).join(','), label] as const,
  ),
];
const PAYMENT_FILTERS = [
  ['', 'All methods'],
  ['cod', PAYMENT_METHOD_LABELS.cod],
  ['card', PAYMENT_METHOD_LABELS.card],
] as const;

const ORDER_COLUMNS: readonly IndexColumn<AdminOrderRow>[] = [
  {
    header: 'Order',
    cell: (order) => (
      <>
        <Link
          to={adminPaths.order(order.id)}
          className="font-semibold text-brand-800 hover:underline"
        >
          {orderName(order)}
        </Link>
        {/* On a phone the other columns' essentials stack under the number. */}
        <span className="block text-ink md:hidden">{order.customerName}</span>
        <span className="block text-xs text-gray-600 sm:hidden">
          {formatShopDateTime(order.placedAt)}
        </span>
      </>
    ),
  },
  {
    header: 'Placed',
    sort: 'placed',
    className: 'hidden text-gray-700 sm:table-cell',
    cell: (order) => formatShopDateTime(order.placedAt),
  },
  {
    header: 'Customer',
    className: 'hidden md:table-cell',
    cell: (order) => (
      <>
        <span className="block text-ink">{order.customerName}</span>
        <span className="block text-xs break-all text-gray-600">{order.customerEmail}</span>
      </>
    ),
  },
  {
    header: 'Status',
    className: 'hidden sm:table-cell',
    cell: (order) => <OrderStatusBadge label={order.statusLabel} />,
  },
  {
    header: 'Payment',
    className: 'hidden text-gray-700 lg:table-cell',
    cell: (order) =>
      `${paymentMethodLabel(order.paymentMethod)} · ${paymentStatusLabel(order.paymentStatus, order.paymentMethod)}`,
  },
  {
    header: 'Total',
    sort: 'total',
    className: 'text-right',
    cell: (order) => (
      <>
        <span className="block font-semibold tabular-nums">{formatAed(order.total)}</span>
        {order.couponCode && (
          <span className="block text-xs break-all text-gray-600">Coupon {order.couponCode}</span>
        )}
        <span className="mt-1 block sm:hidden">
          <OrderStatusBadge label={order.statusLabel} />
        </span>
      </>
    ),
  },
];

const orderName = (order: AdminOrderRow) => order.orderNumber ?? `Checkout #${order.id}`;

/** /admin/orders: search, filters, sort and pages, all kept in the address. */
export function OrdersList() {
  usePageHead({ title: 'Orders' });
  const { values: query, page, update, bind, searching } = useListParams(ORDER_PARAMS);
  const list = useOrders({ ...query, page, pageSize: PAGE_SIZE });
  const rows = list.data?.items ?? [];
  const names = new Map(rows.map((order) => [order.id, orderName(order)]));
  const selection = useRowSelection(rows.map((order) => order.id));
  const markProcessing = useMarkProcessing();
  const bulk = useBulkAnswer(selection);
  const descending = query.sort.startsWith('-');
  const by = query.sort.replace('-', '');

  return (
    <section aria-labelledby="orders-title">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 id="orders-title" className="text-2xl font-bold text-ink">
          Orders
        </h1>
        <Link to={adminPaths.pickingList()} className={buttonClass('secondary', 'sm')}>
          Picking list
        </Link>
        <ExportForm />
      </div>
      <ListFilters
        search={{
          id: 'order-search',
          label: 'Search orders',
          placeholder: 'Order number, name, e-mail, phone or coupon',
          ...searching('q'),
        }}
      >
        <SelectFilter label="Status" options={STATUS_FILTERS} {...bind('status')}>
          {/* A link may ask for several labels at once (the dashboard's "Waiting to ship"). */}
          {!STATUS_FILTERS.some(([value]) => value === query.status) && (
            <option value={query.status}>
              {[...new Set(query.status.split(',').map(orderStatusLabel))].join(' or ')}
            </option>
          )}
        </SelectFilter>
        <SelectFilter label="Payment" options={PAYMENT_FILTERS} {...bind('paymentMethod')} />
        <DateFilter label="From" {...bind('from')} />
        <DateFilter label="To" {...bind('to')} />
      </ListFilters>

      <ListResults
        list={list}
        noun={['order', 'orders']}
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(items) => (
          <>
            <BulkBar selection={selection} noun={['order', 'orders']}>
              <button
                type="button"
                className={buttonClass('secondary', 'sm')}
                disabled={markProcessing.isPending}
                onClick={() =>
                  markProcessing.mutate(selection.chosen, {
                    onSuccess: ({ results }) =>
                      bulk.settle({
                        results,
                        done: (count) =>
                          count === 1
                            ? '1 order marked processing.'
                            : `${count} orders marked processing.`,
                      }),
                  })
                }
              >
                {markProcessing.isPending ? 'Marking…' : 'Mark processing'}
              </button>
              <Link
                to={adminPaths.packingSlips(selection.chosen)}
                className={buttonClass('secondary', 'sm')}
              >
                Print packing slips
              </Link>
            </BulkBar>
            {markProcessing.isError && <ListError error={markProcessing.error} />}
            {bulk.answer && (
              <div className="mt-2">
                <BulkOutcome
                  answer={bulk.answer}
                  nameOf={(id) => names.get(id) ?? `Order #${id}`}
                  onDismiss={bulk.dismiss}
                />
              </div>
            )}
            <IndexTable
              rows={items}
              columns={ORDER_COLUMNS}
              empty="No orders match."
              selection={{
                rows: selection,
                allLabel: 'Choose every order on this page',
                nameOf: orderName,
              }}
              sort={{
                by,
                descending,
                onSort: (field) =>
                  update({ sort: by === field && descending ? field : `-${field}` }),
              }}
            />
          </>
        )}
      </ListResults>
    </section>
  );
}

/** The accountant's CSV for a date range, fetched with the staff token and saved. */
function ExportForm() {
  const [from, setFrom] = useState(() => `${shopToday().slice(0, 8)}01`);
  const [to, setTo] = useState(shopToday);
  const [problem, setProblem] = useState<string>();
  const download = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(undefined);
    const response = await fetch(`${API_BASE_URL}/admin/orders/export.csv?from=${from}&to=${to}`, {
      headers: { Authorization: `Bearer ${getStaffToken() ?? ''}` },
    }).catch(() => undefined);
    if (!response?.ok) {
      const body = (await response?.json().catch(() => null)) as { message?: string } | null;
      setProblem(body?.message ?? 'The export could not be made. Please try again.');
      return;
    }
    const url = URL.createObjectURL(await response.blob());
    const link = document.createElement('a');
    link.href = url;
    link.download = `orders-${from}-to-${to}.csv`;
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <form
      onSubmit={(event) => void download(event)}
      className="flex flex-wrap items-end gap-2 text-sm"
    >
      <DateFilter label="Export from" value={from} onChange={setFrom} required />
      <DateFilter label="to" value={to} onChange={setTo} required />
      <button type="submit" className={buttonClass('secondary', 'sm')}>
        Download CSV
      </button>
      {problem && (
        <p role="alert" className="w-full text-red-800">
          {problem}
        </p>
      )}
    </form>
  );
}
