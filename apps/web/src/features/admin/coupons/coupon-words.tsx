import type { AdminCouponRow, CouponStatus } from '@petshop/contracts/admin-coupons';
import { formatShopDate } from '../../../lib/dates.ts';
import { StatusBadge, type BadgeTone } from '../status-badge.tsx';

const STATUS_TONES: Readonly<Record<CouponStatus, BadgeTone>> = {
  active: 'success',
  scheduled: 'info',
  expired: 'off',
  used_up: 'attention',
  disabled: 'subdued',
};

/** A coupon's status as the server labels it. */
export function CouponStatusBadge({
  coupon,
}: {
  coupon: Pick<AdminCouponRow, 'status' | 'statusLabel'>;
}) {
  return <StatusBadge tone={STATUS_TONES[coupon.status]}>{coupon.statusLabel}</StatusBadge>;
}

/** '3 of 50' or '3' (no limit): the uses that stand. */
export const usesText = (coupon: Pick<AdminCouponRow, 'usesCount' | 'usageLimit'>) =>
  coupon.usageLimit === null
    ? String(coupon.usesCount)
    : `${coupon.usesCount} of ${coupon.usageLimit}`;

/** 'From 1 Jan 2026 until 31 Jan 2026', 'Until 31 Jan 2026', 'No end date'. */
export function validityText(coupon: Pick<AdminCouponRow, 'startsAt' | 'endsAt'>) {
  const from = formatShopDate(coupon.startsAt);
  const until = formatShopDate(coupon.endsAt);
  if (from && until) return `From ${from} until ${until}`;
  if (from) return `From ${from}, no end date`;
  if (until) return `Until ${until}`;
  return 'No end date';
}
