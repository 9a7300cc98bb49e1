import { formatShopMoment } from '@petshop/contracts/shop-time';
import { formatFils } from '../../lib/money.ts';

/** The columns of a coupon its terms speak of. */
export interface CouponTermsRow {
  kind: 'percent' | 'fixed' | 'free_delivery';
  percent: number | null;
  amountFils: number | null;
  minSubtotalFils: number;
  startsAt: Date | null;
  endsAt: Date | null;
  perCustomerLimit: number | null;
  petTypes: readonly string[];
  productTypeIds: readonly number[];
  productIds: readonly number[];
  firstOrderOnly: boolean;
  saleItemsCount: boolean;
}

/** The names of the pet types (by code) and product types (by id) a scope names. */
export interface ScopeNames {
  petTypes: ReadonlyMap<string, string>;
  productTypes: ReadonlyMap<number, string>;
}

/** "dog", "dog and cat", "dog, cat and bird". */
function joinWords(words: readonly string[]) {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** What the coupon applies to: "dog products", "dog food", "selected products", or nothing. */
function scopeWords(row: CouponTermsRow, names: ScopeNames) {
  const pets = joinWords(
    row.petTypes.map((code) => (names.petTypes.get(code) ?? code).toLowerCase()),
  );
  const types = joinWords(
    row.productTypeIds.map((id) => (names.productTypes.get(id) ?? 'selected').toLowerCase()),
  );
  if (row.productIds.length > 0) return pets ? `selected ${pets} products` : 'selected products';
  if (types) return pets ? `${pets} ${types}` : types;
  return pets ? `${pets} products` : '';
}

/** What a coupon gives, in a few words: "10% off", "AED 30.00 off", "Free delivery". */
export function couponValueText(
  row: Pick<CouponTermsRow, 'kind' | 'percent' | 'amountFils'>,
): string {
  if (row.kind === 'free_delivery') return 'Free delivery';
  return `${row.kind === 'percent' ? `${row.percent ?? 0}%` : formatFils(row.amountFils ?? 0)} off`;
}

/**
 * A coupon's terms in one sentence, as a customer reads them at checkout and in My Coupons:
 * "10% off dog products, on orders from AED 100.00, until 31 Dec 2026, 23:59", "AED 30.00 off",
 * "Free delivery".
 */
export function couponTermsText(
  row: CouponTermsRow,
  names: ScopeNames = { petTypes: new Map(), productTypes: new Map() },
  now = new Date(),
): string {
  const scope = scopeWords(row, names);
  const parts: string[] = [];
  const value = couponValueText(row);
  if (!scope) parts.push(value);
  else parts.push(row.kind === 'free_delivery' ? `${value} with ${scope}` : `${value} ${scope}`);
  if (row.minSubtotalFils > 0) parts.push(`on orders from ${formatFils(row.minSubtotalFils)}`);
  if (row.firstOrderOnly) parts.push('on a first order');
  if (!row.saleItemsCount) parts.push('not on items on offer');
  if (row.startsAt && row.startsAt > now) parts.push(`from ${formatShopMoment(row.startsAt)}`);
  if (row.endsAt) parts.push(`until ${formatShopMoment(row.endsAt)}`);
  if (row.perCustomerLimit === 1) parts.push('once per customer');
  else if (row.perCustomerLimit !== null) parts.push(`${row.perCustomerLimit} times per customer`);
  return parts.join(', ');
}
