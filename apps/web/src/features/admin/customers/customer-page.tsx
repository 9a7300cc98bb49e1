import { useId, useState } from 'react';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { formatShopDate, formatShopDateTime } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { useStaffSession } from '../staff-session.ts';
import { AccountBadge, BookingStatusBadge, OrderStatusBadge } from '../status-badge.tsx';
import { adminPaths } from '../admin-paths.ts';
import { useCustomer, useSetCustomerActive } from './api/get-customers.ts';

/** /admin/customers/:id: the profile, orders and bookings; the owner may (de)activate the account. */
export function CustomerPage() {
  const { id } = useParams();
  const session = useStaffSession();
  const customer = useCustomer(String(id));
  usePageHead({ title: customer.data ? customer.data.name : 'Customer' });
  const [asking, setAsking] = useState(false);
  const toggle = useSetCustomerActive(String(id), () => setAsking(false));

  if (customer.isPending) return <p className="text-gray-600">Loading the customer…</p>;
  if (customer.isError) {
    return (
      <p role="alert" className="text-red-800">
        {errorMessage(customer.error)}
      </p>
    );
  }
  const data = customer.data;
  const isOwner = session?.staff.role === 'owner';
  const address = [data.address, data.city, data.postalCode, data.country]
    .filter(Boolean)
    .join(', ');

  return (
    <article aria-labelledby="customer-title" className="max-w-5xl space-y-6">
      <p>
        <Link
          to={adminPaths.customers()}
          className="text-sm font-semibold text-brand-800 hover:underline"
        >
          ← All customers
        </Link>
      </p>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 id="customer-title" className="flex items-center gap-3 text-2xl font-bold text-ink">
            {data.name} <AccountBadge deactivated={data.deactivated} deleted={data.deleted} />
          </h1>
          <p className="mt-1 text-sm text-gray-600">
            Customer since {formatShopDate(data.createdAt)}
            {data.deletedAt
              ? ` · deleted their account ${formatShopDateTime(data.deletedAt)}`
              : data.deactivatedAt && ` · deactivated ${formatShopDateTime(data.deactivatedAt)}`}
          </p>
        </div>
        {isOwner && !data.deleted && (
          <button
            type="button"
            className={buttonClass(data.deactivated ? 'primary' : 'secondary', 'sm')}
            onClick={() => {
              toggle.reset();
              setAsking(true);
            }}
          >
            {data.deactivated ? 'Reactivate' : 'Deactivate'}
          </button>
        )}
      </header>
      {toggle.error && !asking && (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800">
          {errorMessage(toggle.error)}
        </p>
      )}

      {data.deleted && (
        <p role="status" className="rounded-lg bg-gray-100 px-4 py-3 text-sm text-gray-800">
          This customer deleted their account. Their personal details were erased; their orders are
          kept for the accounts without name, contact details or street address. The account cannot
          be reactivated or changed.
        </p>
      )}

      <div className="grid gap-4 md:grid-cols-3">
        <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
          <h2 className="mb-2 font-bold text-ink">Contact</h2>
          {data.deleted ? (
            <p className="text-gray-600">Erased.</p>
          ) : (
            <>
              <p>{data.email}</p>
              <p>{data.phone}</p>
            </>
          )}
          {address && <p className="mt-2 text-gray-700">{address}</p>}
        </section>
        <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
          <h2 className="mb-2 font-bold text-ink">Orders</h2>
          <p>
            {data.orderCount} {data.orderCount === 1 ? 'order' : 'orders'}
          </p>
          <p>Placed {formatAed(data.totalSpent)} (orders not cancelled)</p>
          {data.lastOrderAt && <p>Last order {formatShopDate(data.lastOrderAt)}</p>}
        </section>
        <section className="rounded-xl border border-gray-200 bg-white p-4 text-sm">
          <h2 className="mb-2 font-bold text-ink">Profile</h2>
          {data.gender && <p>Gender: {data.gender}</p>}
          {data.dateOfBirth && <p>Date of birth: {data.dateOfBirth}</p>}
          {!data.gender && !data.dateOfBirth && <p className="text-gray-600">Nothing more.</p>}
        </section>
      </div>

      <section
        aria-labelledby="orders-title"
        className="rounded-xl border border-gray-200 bg-white"
      >
        <h2 id="orders-title" className="border-b border-gray-100 px-4 py-3 font-bold text-ink">
          Orders
        </h2>
        {data.orders.length === 0 ? (
          <p className="px-4 py-6 text-sm text-gray-600">No orders yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Order
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Placed
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  Status
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  Total
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100">
              {data.orders.map((order) => (
                <tr key={order.id}>
                  <td className="px-4 py-2">
                    <Link
                      to={adminPaths.order(order.id)}
                      className="font-semibold text-brand-800 hover:underline"
                    >
                      {order.orderNumber ?? `Checkout #${order.id}`}
                    </Link>
                  </td>
                  <td className="px-4 py-2 text-gray-700">{formatShopDateTime(order.placedAt)}</td>
                  <td className="px-4 py-2">
                    <OrderStatusBadge label={order.statusLabel} />
                  </td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatAed(order.total)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>

      <section
        aria-labelledby="bookings-title"
        className="rounded-xl border border-gray-200 bg-white"
      >
        <h2 id="bookings-title" className="border-b border-gray-100 px-4 py-3 font-bold text-ink">
          Grooming bookings
        </h2>
        {data.bookings.length === 0 ? (
          <p className="px-4 py-6 text-sm text-gray-600">No bookings yet.</p>
        ) : (
          <ul className="divide-y divide-gray-100 text-sm">
            {data.bookings.map((booking) => (
              <li key={booking.id} className="flex flex-wrap items-center gap-3 px-4 py-2">
                <Link
                  to={adminPaths.booking(booking.id)}
                  className="font-mono font-semibold text-brand-800 hover:underline"
                >
                  {booking.reference}
                </Link>
                <span>{booking.service}</span>
                <BookingStatusBadge status={booking.status} label={booking.statusLabel} />
                <span className="text-gray-700">
                  {booking.scheduledAt
                    ? `Appointment ${formatShopDateTime(booking.scheduledAt)}`
                    : `Requested ${formatShopDateTime(booking.createdAt)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <AccountDialog
        open={asking}
        deactivated={data.deactivated}
        name={data.name}
        pending={toggle.isPending}
        problem={toggle.error ? errorMessage(toggle.error) : undefined}
        onClose={() => setAsking(false)}
        onConfirm={() => toggle.mutate(data.deactivated ? 'reactivate' : 'deactivate')}
      />
    </article>
  );
}

function AccountDialog({
  open,
  deactivated,
  name,
  pending,
  problem,
  onClose,
  onConfirm,
}: {
  open: boolean;
  deactivated: boolean;
  name: string;
  pending: boolean;
  problem: string | undefined;
  onClose: () => void;
  onConfirm: () => void;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={titleId}
      className="w-full max-w-md rounded-2xl p-6"
    >
      <h2 id={titleId} className="text-xl font-bold text-ink">
        {deactivated ? `Reactivate ${name}?` : `Deactivate ${name}?`}
      </h2>
      <p className="mt-2 text-sm text-gray-700">
        {deactivated
          ? 'They can log in again with their password.'
          : 'They are signed out on every device and cannot log in until the account is reactivated. Their orders and bookings stay.'}
      </p>
      {problem && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {problem}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} onClick={onClose}>
          Back
        </button>
        <button
          type="button"
          className={buttonClass('primary', 'sm')}
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? 'Saving…' : deactivated ? 'Reactivate account' : 'Deactivate account'}
        </button>
      </div>
    </Dialog>
  );
}
