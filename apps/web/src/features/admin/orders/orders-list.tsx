import {
  orderStatusesLabelled,
  orderStatusLabel,
  PAYMENT_METHOD_LABELS,
  paymentMethodLabel,
  paymentStatusLabel,
} from '@petshop/contracts/labels';
import type { BulkResult } from '@petshop/contracts/admin-bulk';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatShopDateTime, shopToday } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { getStaffToken } from '../staff-session.ts';
import { API_BASE_URL } from '../../../lib/api-client.ts';
import { OrderStatusBadge } from '../status-badge.tsx';
import { Pager, SearchForm } from '../admin-ui.tsx';
import { BulkBar, BulkOutcome, RowBox, SelectAllBox, useRowSelection } from '../bulk-actions.tsx';
import { useMarkProcessing } from './api/mark-processing.ts';
import { useOrders } from './api/get-orders.ts';
import { adminPaths } from '../admin-paths.ts';

const PAGE_SIZE = 25;
/** Each label finds exactly the orders whose badge reads it (issue 27). */
export const STATUS_FILTERS: readonly (readonly [string, string])[] = [
  ['', 'All statuses'],
  ...(['Pending', 'Processing', 'Shipped', 'Delivered', 'Cancelled'] as const).map(
    (label) => [orderStatusesLabelled(label).join(','), label] as const,
  ),
];
const selectClass = 'rounded-lg border border-gray-300 bg-white px-3 py-2 text-sm';

/** /admin/orders: search, filters, sort and pages, all kept in the address. */
export function OrdersList() {
  usePageHead({ title: 'Orders' });
  const [params, setParams] = useSearchParams();
  const query = {
    q: params.get('q') ?? '',
    status: params.get('status') ?? '',
    paymentMethod: params.get('paymentMethod') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    sort: params.get('sort') ?? '-placed',
    page: Number(params.get('page') ?? '1') || 1,
  };
  const list = useOrders({ ...query, pageSize: PAGE_SIZE });

  const update = (changes: Record<string, string | number>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === '' || value === 1 || (key === 'sort' && value === '-placed')) next.delete(key);
      else next.set(key, String(value));
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const pages = list.data ? Math.max(1, Math.ceil(list.data.total / PAGE_SIZE)) : 1;
  const rows = list.data?.items ?? [];
  const names = new Map(
    rows.map((order) => [order.id, order.orderNumber ?? `Checkout #${order.id}`]),
  );
  const selection = useRowSelection(rows.map((order) => order.id));
  const markProcessing = useMarkProcessing();
  const [outcome, setOutcome] = useState<readonly BulkResult[]>();
  const sortButton = (field: 'placed' | 'total', label: string) => {
    const active = query.sort.replace('-', '') === field;
    const descending = query.sort.startsWith('-');
    return (
      <button
        type="button"
        onClick={() => update({ sort: active && descending ? field : `-${field}` })}
        className="font-semibold hover:text-brand-800"
        aria-label={`Sort by ${label.toLowerCase()}`}
      >
        {label} {active ? (descending ? '↓' : '↑') : ''}
      </button>
    );
  };

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
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <SearchForm
          id="order-search"
          label="Search orders"
          placeholder="Order number, name, e-mail or phone"
          initial={query.q}
          onSearch={(words) => update({ q: words })}
        />
        <label className="text-sm">
          <span className="mb-1 block font-semibold text-gray-700">Status</span>
          <select
            value={query.status}
            onChange={(event) => update({ status: event.target.value })}
            className={selectClass}
          >
            {STATUS_FILTERS.map(([value, label]) => (
              <option key={label} value={value}>
                {label}
              </option>
            ))}
            {/* A link may ask for several labels at once (the dashboard's "Waiting to ship"). */}
            {!STATUS_FILTERS.some(([value]) => value === query.status) && (
              <option value={query.status}>
                {[...new Set(query.status.split(',').map(orderStatusLabel))].join(' or ')}
              </option>
            )}
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-semibold text-gray-700">Payment</span>
          <select
            value={query.paymentMethod}
            onChange={(event) => update({ paymentMethod: event.target.value })}
            className={selectClass}
          >
            <option value="">All methods</option>
            <option value="cod">{PAYMENT_METHOD_LABELS.cod}</option>
            <option value="card">{PAYMENT_METHOD_LABELS.card}</option>
          </select>
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-semibold text-gray-700">From</span>
          <input
            type="date"
            value={query.from}
            onChange={(event) => update({ from: event.target.value })}
            className={selectClass}
          />
        </label>
        <label className="text-sm">
          <span className="mb-1 block font-semibold text-gray-700">To</span>
          <input
            type="date"
            value={query.to}
            onChange={(event) => update({ to: event.target.value })}
            className={selectClass}
          />
        </label>
      </div>

      {list.isError && (
        <p role="alert" className="mt-6 text-red-800">
          {errorMessage(list.error)}
        </p>
      )}
      {list.data && (
        <>
          <p className="mt-4 text-sm text-gray-600" aria-live="polite">
            {list.data.total === 1 ? '1 order' : `${list.data.total.toLocaleString('en')} orders`}
          </p>
          <BulkBar selection={selection} noun={['order', 'orders']}>
            <button
              type="button"
              className={buttonClass('secondary', 'sm')}
              disabled={markProcessing.isPending}
              onClick={() =>
                markProcessing.mutate(selection.chosen, {
                  onSuccess: (answer) => {
                    setOutcome(answer.results);
                    selection.clear();
                  },
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
          {markProcessing.isError && (
            <p role="alert" className="mt-2 text-red-800">
              {errorMessage(markProcessing.error)}
            </p>
          )}
          {outcome && (
            <div className="mt-2">
              <BulkOutcome
                results={outcome}
                done={(count) =>
                  count === 1 ? '1 order marked processing.' : `${count} orders marked processing.`
                }
                nameOf={(id) => names.get(id) ?? `Order #${id}`}
                onDismiss={() => setOutcome(undefined)}
              />
            </div>
          )}
          <div className="mt-2 overflow-x-auto rounded-xl border border-gray-200 bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <th scope="col" className="w-10 py-3 pl-4">
                    <SelectAllBox selection={selection} label="Choose every order on this page" />
                  </th>
                  <th scope="col" className="px-4 py-3 font-semibold">
                    Order
                  </th>
                  <th
                    scope="col"
                    className="hidden px-4 py-3 sm:table-cell"
                    aria-sort={sortState(query.sort, 'placed')}
                  >
                    {sortButton('placed', 'Placed')}
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold md:table-cell">
                    Customer
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">
                    Status
                  </th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold lg:table-cell">
                    Payment
                  </th>
                  <th
                    scope="col"
                    className="px-4 py-3 text-right"
                    aria-sort={sortState(query.sort, 'total')}
                  >
                    {sortButton('total', 'Total')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {list.data.items.map((order) => (
                  <tr key={order.id} className="hover:bg-gray-50">
                    <td className="py-3 pl-4 align-top">
                      <RowBox selection={selection} id={order.id} name={names.get(order.id)!} />
                    </td>
                    <td className="px-4 py-3 align-top">
                      <Link
                        to={adminPaths.order(order.id)}
                        className="font-semibold text-brand-800 hover:underline"
                      >
                        {names.get(order.id)}
                      </Link>
                      {/* On a phone the other columns' essentials stack under the number. */}
                      <span className="block text-ink md:hidden">{order.customerName}</span>
                      <span className="block text-xs text-gray-600 sm:hidden">
                        {formatShopDateTime(order.placedAt)}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 align-top text-gray-700 sm:table-cell">
                      {formatShopDateTime(order.placedAt)}
                    </td>
                    <td className="hidden px-4 py-3 align-top md:table-cell">
                      <span className="block text-ink">{order.customerName}</span>
                      <span className="block text-xs break-all text-gray-600">
                        {order.customerEmail}
                      </span>
                    </td>
                    <td className="hidden px-4 py-3 align-top sm:table-cell">
                      <OrderStatusBadge label={order.statusLabel} />
                    </td>
                    <td className="hidden px-4 py-3 align-top text-gray-700 lg:table-cell">
                      {paymentMethodLabel(order.paymentMethod)} ·{' '}
                      {paymentStatusLabel(order.paymentStatus, order.paymentMethod)}
                    </td>
                    <td className="px-4 py-3 text-right align-top">
                      <span className="block font-semibold tabular-nums">
                        {formatAed(order.total)}
                      </span>
                      <span className="mt-1 block sm:hidden">
                        <OrderStatusBadge label={order.statusLabel} />
                      </span>
                    </td>
                  </tr>
                ))}
                {list.data.items.length === 0 && (
                  <tr>
                    <td colSpan={7} className="px-4 py-10 text-center text-gray-600">
                      No orders match.
                    </td>
                  </tr>
                )}
              </tbody>
            </table>
          </div>
          <Pager page={query.page} pages={pages} onPage={(next) => update({ page: next })} />
        </>
      )}
    </section>
  );
}

function sortState(sort: string, field: string): 'ascending' | 'descending' | undefined {
  if (sort.replace('-', '') !== field) return undefined;
  return sort.startsWith('-') ? 'descending' : 'ascending';
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
      <label>
        <span className="mb-1 block font-semibold text-gray-700">Export from</span>
        <input
          type="date"
          required
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          className={selectClass}
        />
      </label>
      <label>
        <span className="mb-1 block font-semibold text-gray-700">to</span>
        <input
          type="date"
          required
          value={to}
          onChange={(event) => setTo(event.target.value)}
          className={selectClass}
        />
      </label>
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
