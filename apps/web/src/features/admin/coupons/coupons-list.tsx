import type { AdminCouponRow } from '@petshop/contracts/admin-coupons';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatAed } from '../../../lib/money.ts';
import { usePageHead } from '../../../lib/page-meta.ts';
import { SelectFilter } from '../admin-ui.tsx';
import { adminPaths } from '../admin-paths.ts';
import { IndexTable, ListFilters, ListResults, type IndexColumn } from '../index-table.tsx';
import { useIsOwner } from './coupon-owner.ts';
import { CouponStatusBadge, usesText, validityText } from './coupon-words.tsx';
import { useListParams } from '../use-list-params.ts';
import { useCoupons } from './api/get-coupons.ts';

const PAGE_SIZE = 25;
/** The list's address keys and their values when absent. */
const COUPON_PARAMS = { q: '', status: '' };

const STATUS_FILTERS = [
  ['', 'All'],
  ['active', 'Active'],
  ['scheduled', 'Scheduled'],
  ['expired', 'Expired'],
  ['used_up', 'Used up'],
  ['disabled', 'Disabled'],
] as const;

const COUPON_COLUMNS: readonly IndexColumn<AdminCouponRow>[] = [
  {
    header: 'Code',
    cell: (coupon) => (
      <>
        <Link
          to={adminPaths.coupon(coupon.id)}
          className="font-mono font-semibold text-brand-800 hover:underline"
        >
          {coupon.code}
        </Link>
        <span className="block text-xs text-gray-600">{coupon.valueText}</span>
        {/* On a phone, the columns hidden there stack under the code. */}
        <span className="block text-xs text-gray-600 sm:hidden">
          Uses {usesText(coupon)} · {formatAed(coupon.discountedRevenue)}
        </span>
      </>
    ),
  },
  { header: 'Status', cell: (coupon) => <CouponStatusBadge coupon={coupon} /> },
  {
    header: 'Uses',
    className: 'hidden text-right tabular-nums sm:table-cell',
    cell: (coupon) => usesText(coupon),
  },
  {
    header: 'Discounted revenue',
    className: 'hidden text-right tabular-nums sm:table-cell',
    cell: (coupon) => (
      <>
        {formatAed(coupon.discountedRevenue)}
        <span className="block text-xs text-gray-600">{formatAed(coupon.discountGiven)} off</span>
      </>
    ),
  },
  {
    header: 'Valid',
    className: 'hidden text-gray-700 md:table-cell',
    cell: (coupon) => validityText(coupon),
  },
];

/** /admin/coupons: the coupons, newest first, by status and code; the owner adds new ones. */
export function CouponsList() {
  usePageHead({ title: 'Coupons' });
  const owner = useIsOwner();
  const { values, page, update, bind, searching } = useListParams(COUPON_PARAMS);
  const list = useCoupons({ q: values.q, status: values.status, page, pageSize: PAGE_SIZE });

  return (
    <section aria-labelledby="coupons-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="coupons-title" className="text-2xl font-bold text-ink">
          Coupons
        </h1>
        {owner && (
          <Link to={adminPaths.newCoupon()} className={buttonClass('primary', 'sm')}>
            New coupon
          </Link>
        )}
      </div>
      <ListFilters
        search={{
          id: 'coupon-search',
          label: 'Search coupons',
          placeholder: 'Code',
          ...searching('q'),
        }}
      >
        <SelectFilter label="Status" options={STATUS_FILTERS} {...bind('status')} />
      </ListFilters>
      <ListResults
        list={list}
        noun={['coupon', 'coupons']}
        page={page}
        onPage={(next) => update({ page: next })}
      >
        {(items) => (
          <IndexTable
            rows={items}
            columns={COUPON_COLUMNS}
            caption="Coupons, newest first"
            empty={
              values.q || values.status
                ? 'No coupons match.'
                : owner
                  ? 'No coupons yet. Create the first with New coupon.'
                  : 'No coupons yet.'
            }
          />
        )}
      </ListResults>
    </section>
  );
}
