import type { AdminCoupon } from '@petshop/contracts/admin-coupons';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatShopDate } from '../../../lib/dates.ts';
import { formatAed } from '../../../lib/money.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { adminPaths } from '../admin-paths.ts';
import { Pager, TextField } from '../admin-ui.tsx';
import { ColumnHead, ProblemAlert, RecordSection } from '../kit/detail-page.tsx';
import { StatusBadge } from '../status-badge.tsx';
import { useCouponGrants, useGrantCoupon, useRemoveGrant } from './api/coupon-grants.ts';
import { downloadCouponUsesCsv, useCouponUses } from './api/coupon-uses.ts';

const cell = 'px-4 py-3 align-top';

/** The orders that used the coupon, newest first, with the CSV of all of them. */
export function CouponUses({ coupon }: { coupon: AdminCoupon }) {
  const [page, setPage] = useState(1);
  const uses = useCouponUses(coupon.id, page);
  const download = useMutation({ mutationFn: () => downloadCouponUsesCsv(coupon.id) });
  return (
    <RecordSection titleId="coupon-uses-title" title="Uses">
      <div className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
        <p className="text-sm text-gray-600">
          A cancelled order or a card checkout never paid gives its use back: it shows as released.
        </p>
        <button
          type="button"
          className={buttonClass('secondary', 'sm')}
          disabled={download.isPending}
          onClick={() => download.mutate()}
        >
          {download.isPending ? 'Downloading…' : 'Download CSV'}
        </button>
      </div>
      {download.isError && (
        <div className="px-4 pb-3">
          <ProblemAlert>{errorMessage(download.error)}</ProblemAlert>
        </div>
      )}
      {uses.isError && <ProblemAlert>{errorMessage(uses.error)}</ProblemAlert>}
      {uses.data && uses.data.total === 0 && (
        <p className="px-4 pb-4 text-sm text-gray-600">No order has used this coupon yet.</p>
      )}
      {uses.data && uses.data.total > 0 && (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="bg-gray-50 text-gray-600">
                <tr>
                  <ColumnHead>Order</ColumnHead>
                  <ColumnHead wide>Customer</ColumnHead>
                  <ColumnHead wide>Date</ColumnHead>
                  <ColumnHead numeric>Discount</ColumnHead>
                  <ColumnHead numeric>Order total</ColumnHead>
                  <ColumnHead>Use</ColumnHead>
                </tr>
              </thead>
              <tbody className="divide-y divide-gray-100">
                {uses.data.items.map((use) => (
                  <tr key={use.id}>
                    <td className={cell}>
                      <Link
                        to={adminPaths.order(use.orderId)}
                        className="font-semibold text-brand-800 hover:underline"
                      >
                        {use.orderNumber ?? `Unpaid checkout #${use.orderId}`}
                      </Link>
                      <span className="block text-xs text-gray-600 sm:hidden">
                        {use.customerName} · {formatShopDate(use.usedAt)}
                      </span>
                    </td>
                    <td className={`${cell} hidden sm:table-cell`}>
                      {use.customerName}
                      <span className="block text-xs text-gray-600">{use.customerEmail}</span>
                    </td>
                    <td className={`${cell} hidden sm:table-cell`}>{formatShopDate(use.usedAt)}</td>
                    <td className={`${cell} text-right tabular-nums`}>{formatAed(use.discount)}</td>
                    <td className={`${cell} text-right tabular-nums`}>
                      {formatAed(use.orderTotal)}
                    </td>
                    <td className={cell}>
                      {use.released ? (
                        <StatusBadge tone="off">Released</StatusBadge>
                      ) : (
                        <StatusBadge tone="success">Standing</StatusBadge>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="px-4 pb-4">
            <Pager page={page} pages={uses.data.lastPage} onPage={setPage} />
          </div>
        </>
      )}
    </RecordSection>
  );
}

/** Who was given the coupon; the owner gives it to one more customer by e-mail, or takes it back. */
export function CouponGrants({ coupon, editable }: { coupon: AdminCoupon; editable: boolean }) {
  const [page, setPage] = useState(1);
  const grants = useCouponGrants(coupon.id, page);
  const give = useGrantCoupon(coupon.id);
  const remove = useRemoveGrant(coupon.id);
  const [email, setEmail] = useState('');
  const [removing, setRemoving] = useState<{ id: number; name: string } | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    give.mutate(email.trim(), {
      onSuccess: ({ grant, created }) => {
        setEmail('');
        toast.success(
          created
            ? `${coupon.code} was given to ${grant.name}.`
            : `${grant.name} already has ${coupon.code}.`,
        );
      },
    });
  };

  return (
    <RecordSection titleId="coupon-grants-title" title="Given to customers">
      {editable && (
        <form
          onSubmit={submit}
          noValidate
          aria-label="Give to a customer"
          className="flex flex-wrap items-end gap-3 border-b border-gray-100 px-4 py-4"
        >
          <div className="min-w-0 flex-1 sm:max-w-sm">
            <TextField
              label="Customer's e-mail"
              type="email"
              autoComplete="off"
              value={email}
              onChange={setEmail}
              error={fieldErrors(give.error).customer}
              hint="The e-mail address of their account, or their customer number."
            />
          </div>
          <button
            type="submit"
            className={`${buttonClass('primary', 'sm')} mb-6`}
            disabled={give.isPending}
          >
            {give.isPending ? 'Giving…' : 'Give to a customer'}
          </button>
        </form>
      )}
      {grants.isError && <ProblemAlert>{errorMessage(grants.error)}</ProblemAlert>}
      {remove.isError && <ProblemAlert>{errorMessage(remove.error)}</ProblemAlert>}
      {grants.data && grants.data.total === 0 && (
        <p className="px-4 py-4 text-sm text-gray-600">
          {coupon.grantOnRegistration
            ? 'Nobody has it yet: each customer who registers while it is active receives it.'
            : 'This coupon was not given to anyone.'}
        </p>
      )}
      {grants.data && grants.data.total > 0 && (
        <>
          <ul className="divide-y divide-gray-100" aria-label="Customers given the coupon">
            {grants.data.items.map((grant) => (
              <li key={grant.id} className="flex flex-wrap items-center gap-3 px-4 py-3 text-sm">
                <div className="min-w-0 flex-1">
                  <Link
                    to={adminPaths.customer(grant.id)}
                    className="font-semibold text-brand-800 hover:underline"
                  >
                    {grant.name}
                  </Link>
                  <span className="block break-all text-xs text-gray-600">
                    {grant.email} · given {formatShopDate(grant.grantedAt)} ·{' '}
                    {grant.uses === 1 ? 'used once' : `used ${grant.uses} times`}
                  </span>
                </div>
                {editable && (
                  <button
                    type="button"
                    className={buttonClass('secondary', 'sm')}
                    onClick={() => setRemoving({ id: grant.id, name: grant.name })}
                  >
                    Take back
                  </button>
                )}
              </li>
            ))}
          </ul>
          <div className="px-4 pb-4">
            <Pager page={page} pages={grants.data.lastPage} onPage={setPage} />
          </div>
        </>
      )}
      {removing && (
        <ConfirmDialog
          title={`Take ${coupon.code} back from ${removing.name}?`}
          text="They can no longer use it, unless it is open to every customer."
          confirmLabel="Take back"
          onCancel={() => setRemoving(undefined)}
          onConfirm={() => {
            const who = removing;
            setRemoving(undefined);
            remove.mutate(who.id, {
              onSuccess: () => toast.success(`${coupon.code} was taken back from ${who.name}.`),
            });
          }}
        />
      )}
    </RecordSection>
  );
}
