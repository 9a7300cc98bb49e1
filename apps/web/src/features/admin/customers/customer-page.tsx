import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { LANGUAGE_LABELS } from '@petshop/contracts/labels';
import { buttonClass } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopDate, formatShopDateTime } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage } from '../admin-api.ts';
import { FormDialog } from '../admin-ui.tsx';
import {
  ColumnHead,
  Panel,
  PanelRow,
  recordPending,
  RecordPage,
  RecordSection,
} from '../kit/detail-page.tsx';
import { useStaffSession } from '../staff-session.ts';
import { useCustomer, useSetCustomerActive } from './api/get-customer.ts';
import { AccountBadge, BookingStatusBadge, OrderStatusBadge } from '../status-badge.tsx';
import { adminPaths } from '../admin-paths.ts';

/** /admin/customers/:id: the profile, orders and bookings; the owner may (de)activate the account. */
export function CustomerPage() {
  const id = String(useParams().id);
  const session = useStaffSession();
  const customer = useCustomer(id);
  usePageHead({ title: customer.data ? customer.data.name : 'Customer' });
  const [asking, setAsking] = useState(false);
  const toggle = useSetCustomerActive(id, (updated, action) => {
    setAsking(false);
    toast.success(
      action === 'deactivate'
        ? `${updated.name}'s account was deactivated.`
        : `${updated.name}'s account was reactivated.`,
    );
  });

  const waiting = recordPending(customer, 'Loading the customer…');
  if (!customer.data) return waiting;
  const data = customer.data;
  const isOwner = session?.staff.role === 'owner';
  const address = [data.address, data.city, data.postalCode, data.country]
    .filter(Boolean)
    .join(', ');

  return (
    <RecordPage
      titleId="customer-title"
      back={{ to: adminPaths.customers(), label: 'All customers' }}
      title={
        <>
          {data.name} <AccountBadge deactivated={data.deactivated} deleted={data.deleted} />
        </>
      }
      subtitle={
        <>
          Customer since {formatShopDate(data.createdAt)}
          {data.deletedAt
            ? ` · deleted their account ${formatShopDateTime(data.deletedAt)}`
            : data.deactivatedAt && ` · deactivated ${formatShopDateTime(data.deactivatedAt)}`}
        </>
      }
      actions={
        isOwner &&
        !data.deleted && (
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
        )
      }
      problem={toggle.error && !asking ? errorMessage(toggle.error) : undefined}
    >
      {data.deleted && (
        <p role="status" className="rounded-lg bg-gray-100 px-4 py-3 text-sm text-gray-800">
          This customer deleted their account. Their personal details were erased; their orders are
          kept for the accounts without name, contact details or street address. The account cannot
          be reactivated or changed.
        </p>
      )}

      <PanelRow>
        <Panel title="Contact">
          {data.deleted ? (
            <p className="text-gray-600">Erased.</p>
          ) : (
            <>
              <p>{data.email}</p>
              <p>{data.phone}</p>
            </>
          )}
          <p>Language: {LANGUAGE_LABELS[data.language]}</p>
          {address && <p className="mt-2 text-gray-700">{address}</p>}
        </Panel>
        <Panel title="Orders">
          <p>
            {data.orderCount} {data.orderCount === 1 ? 'order' : 'orders'}
          </p>
          <p>Placed {formatAed(data.totalSpent)} (orders not cancelled)</p>
          {data.lastOrderAt && <p>Last order {formatShopDate(data.lastOrderAt)}</p>}
        </Panel>
        <Panel title="Profile">
          {data.gender && <p>Gender: {data.gender}</p>}
          {data.dateOfBirth && <p>Date of birth: {data.dateOfBirth}</p>}
          {!data.gender && !data.dateOfBirth && <p className="text-gray-600">Nothing more.</p>}
        </Panel>
      </PanelRow>

      <RecordSection titleId="orders-title" title="Orders">
        {data.orders.length === 0 ? (
          <p className="px-4 py-6 text-sm text-gray-600">No orders yet.</p>
        ) : (
          <table className="w-full text-left text-sm">
            <thead className="text-gray-600">
              <tr>
                <ColumnHead>Order</ColumnHead>
                <ColumnHead>Placed</ColumnHead>
                <ColumnHead>Status</ColumnHead>
                <ColumnHead numeric>Total</ColumnHead>
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
      </RecordSection>

      <RecordSection titleId="bookings-title" title="Grooming bookings">
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
      </RecordSection>

      <AccountDialog
        open={asking}
        deactivated={data.deactivated}
        name={data.name}
        pending={toggle.isPending}
        problem={toggle.error ? errorMessage(toggle.error) : undefined}
        onClose={() => setAsking(false)}
        onConfirm={() => toggle.mutate(data.deactivated ? 'reactivate' : 'deactivate')}
      />
    </RecordPage>
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
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      onSubmit={onConfirm}
      title={deactivated ? `Reactivate ${name}?` : `Deactivate ${name}?`}
      text={
        deactivated
          ? 'They can log in again with their password.'
          : 'They are signed out on every device and cannot log in until the account is reactivated. Their orders and bookings stay.'
      }
      problem={problem}
      submitLabel={deactivated ? 'Reactivate account' : 'Deactivate account'}
      pendingLabel="Saving…"
      pending={pending}
    />
  );
}
