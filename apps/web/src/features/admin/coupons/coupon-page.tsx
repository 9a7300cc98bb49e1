import type { AdminCoupon, AdminCouponCreate } from '@petshop/contracts/admin-coupons';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { errorMessage, fieldErrors } from '../admin-api.ts';
import { adminPaths } from '../admin-paths.ts';
import {
  formlessProblem,
  Panel,
  PanelRow,
  recordPending,
  RecordPage,
} from '../kit/detail-page.tsx';
import { useCoupon, useCouponScopeOptions } from './api/get-coupon.ts';
import { useCreateCoupon, useSetCouponActive, useUpdateCoupon } from './api/save-coupon.ts';
import { CouponForm } from './coupon-form.tsx';
import { useIsOwner } from './coupon-owner.ts';
import { CouponGrants, CouponUses } from './coupon-sections.tsx';
import { CouponStatusBadge, usesText, validityText } from './coupon-words.tsx';

/** /admin/coupons/new (the owner's). */
export function CouponNewPage() {
  usePageHead({ title: 'New coupon' });
  const options = useCouponScopeOptions();
  const create = useCreateCoupon();
  const navigate = useNavigate();
  const created = create.data;
  // Once the form has let go of its unsaved-work guard (it is "saving" until then), not before.
  useEffect(() => {
    if (created) void navigate(adminPaths.coupon(created.id));
  }, [created, navigate]);
  const submit = (input: AdminCouponCreate) =>
    create.mutate(input, {
      onSuccess: (coupon) => toast.success(`Coupon ${coupon.code} was created.`),
    });
  return (
    <div className="max-w-5xl space-y-4">
      <Link
        to={adminPaths.coupons()}
        className="text-sm font-semibold text-brand-800 hover:underline"
      >
        ← Coupons
      </Link>
      <h1 className="text-2xl font-bold text-ink">New coupon</h1>
      {options.isPending && <Spinner label="Loading the form" className="m-10" />}
      {options.isError && (
        <p role="alert" className="text-red-800">
          {errorMessage(options.error)}
        </p>
      )}
      {options.data && (
        <CouponForm
          options={options.data}
          editable
          saving={create.isPending || create.isSuccess}
          errors={fieldErrors(create.error)}
          problem={formlessProblem(create.error)}
          saveLabel="Create coupon"
          onSubmit={submit}
        />
      )}
    </div>
  );
}

/** /admin/coupons/:id: the coupon's numbers, its terms, its uses and who was given it. */
export function CouponPage() {
  const id = useParams().id ?? '';
  const coupon = useCoupon(id);
  const options = useCouponScopeOptions();
  usePageHead({ title: coupon.data ? `Coupon ${coupon.data.code}` : 'Coupon' });
  const pending =
    recordPending(coupon, 'Loading the coupon…') ?? recordPending(options, 'Loading the coupon…');
  if (pending || !coupon.data || !options.data) return pending;
  return <CouponRecord coupon={coupon.data} options={options.data} />;
}

function CouponRecord({
  coupon,
  options,
}: {
  coupon: AdminCoupon;
  options: NonNullable<ReturnType<typeof useCouponScopeOptions>['data']>;
}) {
  const owner = useIsOwner();
  const update = useUpdateCoupon(coupon.id);
  const setActive = useSetCouponActive(coupon.id);
  const [confirming, setConfirming] = useState(false);

  // The coupon as this page loaded it: a save that someone else's came before is refused (409).
  const submit = (input: AdminCouponCreate) =>
    update.mutate(
      { ...input, updatedAt: coupon.updatedAt },
      {
        onSuccess: (saved) => toast.success(`Coupon ${saved.code} was saved.`),
      },
    );
  const move = (action: 'disable' | 'enable') =>
    setActive.mutate(action, {
      onSuccess: (saved) =>
        toast.success(
          action === 'disable'
            ? `Coupon ${saved.code} was disabled.`
            : `Coupon ${saved.code} was enabled.`,
        ),
    });

  return (
    <RecordPage
      titleId="coupon-title"
      back={{ to: adminPaths.coupons(), label: 'Coupons' }}
      title={
        <>
          <span className="font-mono">{coupon.code}</span>
          <CouponStatusBadge coupon={coupon} />
        </>
      }
      subtitle={`${coupon.valueText} · ${validityText(coupon)}`}
      actions={
        owner &&
        (coupon.isActive ? (
          <button
            type="button"
            className={buttonClass('secondary', 'sm')}
            disabled={setActive.isPending}
            onClick={() => setConfirming(true)}
          >
            Disable
          </button>
        ) : (
          <button
            type="button"
            className={buttonClass('primary', 'sm')}
            disabled={setActive.isPending}
            onClick={() => move('enable')}
          >
            Enable
          </button>
        ))
      }
      problem={setActive.isError ? errorMessage(setActive.error) : undefined}
    >
      <PanelRow>
        <Panel title="Uses so far">
          <p className="text-lg font-bold tabular-nums">{usesText(coupon)}</p>
          <p className="text-gray-600">
            {coupon.perCustomerLimit === null
              ? 'No limit per customer'
              : `At most ${coupon.perCustomerLimit} per customer`}
          </p>
        </Panel>
        <Panel title="Discounted revenue">
          <p className="text-lg font-bold tabular-nums">{formatAed(coupon.discountedRevenue)}</p>
          <p className="text-gray-600">{formatAed(coupon.discountGiven)} given in discounts</p>
        </Panel>
        <Panel title="Given to">
          <p className="text-lg font-bold tabular-nums">
            {coupon.grantsCount === 1 ? '1 customer' : `${coupon.grantsCount} customers`}
          </p>
          <p className="text-gray-600">
            {coupon.grantOnRegistration
              ? 'And every new customer'
              : coupon.grantedOnly
                ? 'Only they may use it'
                : 'Open to every customer'}
          </p>
        </Panel>
      </PanelRow>
      <CouponForm
        key={coupon.updatedAt}
        coupon={coupon}
        options={options}
        editable={owner}
        saving={update.isPending}
        errors={fieldErrors(update.error)}
        problem={formlessProblem(update.error)}
        saveLabel="Save"
        onSubmit={submit}
      />
      <CouponUses coupon={coupon} />
      <CouponGrants coupon={coupon} editable={owner} />
      {confirming && (
        <ConfirmDialog
          title={`Disable ${coupon.code}?`}
          text="Customers can no longer use it; orders that used it keep their discount. You can enable it again."
          confirmLabel="Disable coupon"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            move('disable');
          }}
        />
      )}
    </RecordPage>
  );
}
