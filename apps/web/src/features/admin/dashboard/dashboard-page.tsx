import type { Dashboard } from '@petshop/contracts/admin-dashboard';
import { Link } from 'react-router';
import { formatShopMoment } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { adminPaths } from '../admin-paths.ts';
import { useDashboard } from './api/get-dashboard.ts';

/** The products the dashboard counts as running low: active ones with a size at or below its level. */
const LOW_STOCK_PRODUCTS = adminPaths.products({ stock: 'low', status: 'active' });

function Figure({ label, value, to }: { label: string; value: string; to?: string }) {
  const body = (
    <>
      <span className="block text-sm font-semibold text-gray-600">{label}</span>
      <span className="mt-1 block text-2xl font-extrabold text-ink tabular-nums">{value}</span>
    </>
  );
  const box = 'block rounded-xl border border-gray-200 bg-white p-4';
  return to ? (
    <Link
      to={to}
      className={`${box} hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-brand-600`}
    >
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/** What each money figure counts (issue 27), said once, wherever the figures show. */
export const MONEY_COUNTS =
  'Placed: orders placed, not cancelled. Paid: money received (card, or cash collected), less refunds.';

/**
 * 30 days of placed money, each bar with its paid part inside it; the numbers are also in a
 * table for screen readers.
 */
function MoneyChart({ days }: { days: Dashboard['last30Days']['days'] }) {
  const max = Math.max(1, ...days.map((day) => Math.max(day.placed, day.paid)));
  const width = 600;
  const height = 160;
  const bar = width / days.length;
  const quiet = days.every((day) => day.placed === 0 && day.paid === 0);
  const barHeight = (aed: number) => {
    const h = Math.round((aed / max) * height);
    return Math.max(h, aed > 0 ? 2 : 0);
  };
  return (
    <figure className="rounded-xl border border-gray-200 bg-white p-4">
      <figcaption className="text-sm font-semibold text-gray-600">
        Placed and paid, last 30 days
      </figcaption>
      {/* An empty chart reads as a broken one: say that there is nothing to draw yet. */}
      {quiet && <p className="mt-2 text-sm text-gray-600">No sales in the last 30 days yet.</p>}
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        className="mt-3 h-48 w-full"
        aria-hidden="true"
        preserveAspectRatio="none"
      >
        {days.map((day, index) => (
          <g key={day.day}>
            <title>{`${day.day}: ${formatAed(day.placed)} placed, ${formatAed(day.paid)} paid, ${day.orders} orders`}</title>
            {(
              [
                [day.placed, 'fill-gray-300'],
                [day.paid, index === days.length - 1 ? 'fill-brand-700' : 'fill-brand-500'],
              ] as const
            ).map(([amount, fill]) => (
              <rect
                key={fill}
                x={index * bar + 2}
                y={height - barHeight(amount)}
                width={bar - 4}
                height={barHeight(amount)}
                rx={2}
                className={fill}
              />
            ))}
          </g>
        ))}
        <line x1={0} x2={width} y1={height} y2={height} className="stroke-gray-300" />
      </svg>
      <p className="mt-2 text-xs text-gray-600">
        <span aria-hidden="true" className="mr-1 inline-block size-2.5 rounded-sm bg-gray-300" />
        Placed
        <span
          aria-hidden="true"
          className="mr-1 ml-3 inline-block size-2.5 rounded-sm bg-brand-500"
        />
        Paid
      </p>
      <table className="sr-only">
        <caption>Placed and paid money and orders per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Placed</th>
            <th scope="col">Paid</th>
            <th scope="col">Orders</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <td>{day.day}</td>
              <td>{formatAed(day.placed)}</td>
              <td>{formatAed(day.paid)}</td>
              <td>{day.orders}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** /admin/today: the day's numbers, each a way into the screen that acts on it. */
export function Component() {
  usePageHead({ title: 'Today' });
  const summary = useDashboard();
  if (summary.isPending) return <p className="text-gray-600">Loading the day's numbers…</p>;
  if (summary.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(summary.error)}
      </p>
    );
  }
  const data = summary.data;
  return (
    <section aria-labelledby="today-title" className="max-w-5xl space-y-6">
      <h1 id="today-title" className="text-2xl font-bold text-ink">
        Today
      </h1>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-5">
        <Figure label="Placed today" value={formatAed(data.today.placed)} />
        <Figure label="Paid today" value={formatAed(data.today.paid)} />
        <Figure label="Orders today" value={String(data.today.orders)} />
        <Figure
          label="Waiting to ship"
          value={String(data.waitingToShip)}
          to={adminPaths.orders({ status: 'pending,confirmed,processing' })}
        />
        <Figure
          label="Low-stock products"
          value={String(data.lowStock.products)}
          to={LOW_STOCK_PRODUCTS}
        />
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <MoneyChart days={data.last30Days.days} />
          <p className="mt-2 text-sm text-gray-600">
            30 days: {formatAed(data.last30Days.placed)} placed in {data.last30Days.orders} orders,{' '}
            {formatAed(data.last30Days.paid)} paid.
          </p>
          <p className="mt-1 text-xs text-gray-600">{MONEY_COUNTS}</p>
        </div>
        <div className="space-y-4">
          <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
            <h2 className="font-bold text-ink">Grooming</h2>
            <dl className="mt-2 grid grid-cols-[1fr_auto] gap-y-1">
              <dt>New requests</dt>
              <dd className="font-semibold tabular-nums">{data.bookings.newRequests}</dd>
              <dt>Appointments today</dt>
              <dd className="font-semibold tabular-nums">{data.bookings.today}</dd>
              <dt>This week</dt>
              <dd className="font-semibold tabular-nums">{data.bookings.week}</dd>
            </dl>
            <h3 className="mt-3 font-semibold text-ink">Next appointments</h3>
            {data.bookings.next.length === 0 ? (
              <p className="mt-1 text-gray-600">No appointments coming up.</p>
            ) : (
              <ul className="mt-1 space-y-1">
                {data.bookings.next.map((appointment) => (
                  <li key={appointment.id}>
                    <Link
                      to={adminPaths.booking(appointment.id)}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {formatShopMoment(appointment.startsAt)}
                    </Link>{' '}
                    · {appointment.name} ({appointment.service.toLowerCase()})
                    {appointment.groomer ? ` with ${appointment.groomer}` : ''}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
            <h2 className="font-bold text-ink">Running low</h2>
            {data.lowStock.sizes.length === 0 ? (
              <p className="mt-2 text-gray-600">Everything is well stocked.</p>
            ) : (
              <p className="mt-1 text-gray-600">
                {data.lowStock.sizes.length < data.lowStock.sizesTotal
                  ? `The ${data.lowStock.sizes.length} lowest of ${data.lowStock.sizesTotal} sizes at or below their low-stock level.`
                  : data.lowStock.sizesTotal === 1
                    ? '1 size at or below its low-stock level.'
                    : `${data.lowStock.sizesTotal} sizes at or below their low-stock level.`}
              </p>
            )}
            {data.lowStock.sizes.length > 0 && (
              <ul className="mt-2 space-y-1">
                {data.lowStock.sizes.map((size) => (
                  <li key={`${size.id}-${size.size}`} className="flex justify-between gap-2">
                    <Link
                      to={adminPaths.product(size.id)}
                      className="text-brand-800 hover:underline"
                    >
                      {size.name}
                      {size.size !== 'One Size' && ` (${size.size})`}
                    </Link>
                    <span
                      className={size.stock === 0 ? 'font-semibold text-red-800' : 'tabular-nums'}
                    >
                      {size.stock === 0 ? 'Out' : size.stock}
                    </span>
                  </li>
                ))}
              </ul>
            )}
            {data.lowStock.products > 0 && (
              <Link
                to={LOW_STOCK_PRODUCTS}
                className="mt-3 inline-flex min-h-11 items-center font-semibold text-brand-800 hover:underline"
              >
                {data.lowStock.products === 1
                  ? 'See the low-stock product'
                  : `See all ${data.lowStock.products} low-stock products`}
              </Link>
            )}
          </section>
        </div>
      </div>
    </section>
  );
}

export default Component;
