import type { PackingSlip } from '@petshop/contracts/admin-orders';
import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatShopDate, formatShopDateTime, shopInstant, shopToday } from '../../../lib/dates.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { usePackingSlip, usePackingSlips } from './api/get-packing-slips.ts';
import { usePickingList } from './api/get-picking-list.ts';
import { adminPaths } from '../admin-paths.ts';

/** Back and Print above a printed page; neither is printed. */
function PrintBar({ back, backLabel }: { back: string; backLabel: string }) {
  return (
    <div className="mb-4 flex flex-wrap gap-3 print:hidden">
      <Link to={back} className={buttonClass('secondary', 'sm')}>
        {backLabel}
      </Link>
      <button type="button" className={buttonClass('primary', 'sm')} onClick={() => window.print()}>
        Print
      </button>
    </div>
  );
}

const cell = 'px-2 py-2 align-top';

/**
 * A slip's table of lines to work through: a box to tick on paper (its heading says what the tick
 * means), the item, and how many.
 */
function TickTable<Line extends { sku: string; quantity: number }>({
  tick,
  quantityWidth,
  lines,
  children: item,
}: {
  tick: 'Packed' | 'Picked';
  quantityWidth: string;
  lines: readonly Line[];
  /** What the item cell says of a line. */
  children: (line: Line) => ReactNode;
}) {
  return (
    <table className="mt-4 w-full table-fixed text-left">
      <thead className="border-b border-gray-300">
        <tr>
          <th scope="col" className={`${cell} w-10 text-center`} aria-label={tick}>
            ✓
          </th>
          <th scope="col" className={cell}>
            Item
          </th>
          <th scope="col" className={`${cell} ${quantityWidth} text-right`}>
            Qty
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-gray-100">
        {lines.map((line) => (
          <tr key={line.sku}>
            <td className={`${cell} text-center`}>
              <span aria-hidden="true" className="inline-block size-4 border border-gray-500" />
            </td>
            <td className={`${cell} break-words`}>{item(line)}</td>
            <td className={`${cell} text-right text-base font-bold tabular-nums`}>
              {line.quantity}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** One order's packing slip: what goes in the parcel and where it goes. No prices. */
export function PackingSlipSheet({ slip }: { slip: PackingSlip }) {
  const titleId = `slip-${slip.orderId}`;
  return (
    <article
      aria-labelledby={titleId}
      className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-ink break-after-page sm:p-8 print:border-0 print:p-0"
    >
      <header className="flex flex-wrap justify-between gap-4">
        <div>
          <h1 id={titleId} className="text-xl font-extrabold">
            Packing slip {slip.orderNumber}
          </h1>
          <p className="text-gray-700">Placed {formatShopDateTime(slip.placedAt)}</p>
        </div>
        <p className="text-right text-gray-700">
          {slip.units === 1 ? '1 item' : `${slip.units} items`}
        </p>
      </header>
      <section className="mt-4">
        <h2 className="font-bold">Deliver to</h2>
        <p>{slip.customer.name}</p>
        <p>{slip.address || 'Address not provided'}</p>
        {slip.customer.phone && <p>{slip.customer.phone}</p>}
      </section>
      {slip.notes && (
        <section className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-3 print:bg-white">
          <h2 className="font-bold">Customer&apos;s notes</h2>
          <p className="whitespace-pre-line">{slip.notes}</p>
        </section>
      )}
      <TickTable tick="Packed" quantityWidth="w-12" lines={slip.items}>
        {(item) => (
          <>
            <span className="font-semibold">{item.name}</span>
            {item.size !== 'One Size' && <span> · {item.size}</span>}
            <span className="block font-mono text-xs text-gray-700">SKU {item.sku}</span>
            {item.packaging && (
              <span className="block text-xs text-gray-700">Packaging: {item.packaging}</span>
            )}
          </>
        )}
      </TickTable>
    </article>
  );
}

/** /admin/orders/:id/packing-slip: one order's slip, printed beside its invoice. */
export function PackingSlipPage() {
  const { id = '' } = useParams();
  const slip = usePackingSlip(id);
  usePageHead({ title: slip.data ? `Packing slip ${slip.data.orderNumber}` : 'Packing slip' });
  return (
    <div className="max-w-3xl">
      <PrintBar back={adminPaths.order(id!)} backLabel="Back to the order" />
      {slip.isPending && <p className="text-gray-600">Loading the packing slip…</p>}
      {slip.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(slip.error)}
        </p>
      )}
      {slip.data && <PackingSlipSheet slip={slip.data} />}
    </div>
  );
}

/** /admin/orders/packing-slips?ids=…: the chosen orders' slips, one per printed page. */
export function PackingSlipsPage() {
  const [params] = useSearchParams();
  const ids = params.get('ids') ?? '';
  const slips = usePackingSlips(ids);
  usePageHead({ title: 'Packing slips' });
  const refused = slips.data?.results.filter((row) => !row.ok) ?? [];
  const printed = slips.data?.results.flatMap((row) => (row.slip ? [row.slip] : [])) ?? [];
  return (
    <div className="max-w-3xl space-y-4">
      <PrintBar back={adminPaths.orders()} backLabel="Back to orders" />
      {slips.isPending && <p className="text-gray-600">Loading the packing slips…</p>}
      {slips.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(slips.error)}
        </p>
      )}
      {refused.length > 0 && (
        <div
          role="status"
          className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm print:hidden"
        >
          <p className="font-semibold">
            {refused.length === 1
              ? '1 order has no slip:'
              : `${refused.length} orders have no slip:`}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {refused.map((row) => (
              <li key={row.id}>{row.message}</li>
            ))}
          </ul>
        </div>
      )}
      {printed.map((slip) => (
        <PackingSlipSheet key={slip.orderId} slip={slip} />
      ))}
    </div>
  );
}

/** /admin/orders/picking-list?day=: what to take off the shelves for the day's orders. */
export function PickingListPage() {
  const [params, setParams] = useSearchParams();
  const day = params.get('day') || shopToday();
  const list = usePickingList(day);
  usePageHead({ title: 'Picking list' });
  const data = list.data;
  return (
    <div className="max-w-3xl">
      <PrintBar back={adminPaths.orders()} backLabel="Back to orders" />
      <label className="mb-4 flex flex-wrap items-center gap-2 text-sm print:hidden">
        <span className="font-semibold text-gray-700">Orders placed on</span>
        <input
          type="date"
          value={day}
          onChange={(event) => event.target.value && setParams({ day: event.target.value })}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2"
        />
      </label>
      {list.isPending && <p className="text-gray-600">Loading the picking list…</p>}
      {list.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(list.error)}
        </p>
      )}
      {data && (
        <article
          aria-labelledby="picking-title"
          className="rounded-xl border border-gray-200 bg-white p-4 text-sm text-ink sm:p-8 print:border-0 print:p-0"
        >
          <h1 id="picking-title" className="text-xl font-extrabold">
            Picking list, {formatShopDate(shopInstant(data.day, '12:00'), 'weekday')}
          </h1>
          {data.orders.length === 0 ? (
            <p className="mt-4 text-gray-700">No orders of this day are waiting to be packed.</p>
          ) : (
            <>
              <p className="mt-1 text-gray-700">
                {data.units} {data.units === 1 ? 'item' : 'items'} for {data.orders.length}{' '}
                {data.orders.length === 1 ? 'order' : 'orders'} waiting to be packed:{' '}
                {data.orders.map((order) => order.orderNumber).join(', ')}
              </p>
              <TickTable tick="Picked" quantityWidth="w-14" lines={data.lines}>
                {(line) => (
                  <>
                    <span className="block font-mono text-xs font-semibold">{line.sku}</span>
                    <span>
                      {line.name}
                      {line.size !== 'One Size' && ` · ${line.size}`}
                    </span>
                    <span className="block text-xs text-gray-700">
                      {line.packaging ? `${line.packaging} · ` : ''}
                      in {line.orders} {line.orders === 1 ? 'order' : 'orders'}
                    </span>
                  </>
                )}
              </TickTable>
            </>
          )}
        </article>
      )}
    </div>
  );
}
