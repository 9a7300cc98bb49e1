/**
 * A price as the shop shows it: 'AED 129.50', 'AED 1,299.00'. Formatted by hand, not with
 * Intl.NumberFormat: building the first Intl formatter loads the browser's locale data, about
 * 30 ms of main thread on a phone, on the way to the first paint of every page with a price.
 */
export function formatAed(amount: number): string {
  return formatMoney(amount, 'AED');
}

/** An amount in the given currency, as formatAed writes AED: 'USD 1,299.00'. */
export function formatMoney(amount: number, currency: string): string {
  const [whole, cents] = Math.abs(amount).toFixed(2).split('.') as [string, string];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${currency} ${amount < 0 ? '-' : ''}${grouped}.${cents}`;
}

/**
 * Spec §3: round((price - offer_price) / price * 100), only when the offer is below the price.
 * Null when there is no discount to show, including a cut so small it rounds to 0 %.
 */
export function discountPercent(
  price: number,
  offerPrice: number | null | undefined,
): number | null {
  if (offerPrice === null || offerPrice === undefined) return null;
  if (!(price > 0) || !(offerPrice >= 0) || offerPrice >= price) return null;
  const percent = Math.round(((price - offerPrice) / price) * 100);
  return percent > 0 ? percent : null;
}

/** The price a customer pays: the offer when it is lower, else the list price. */
export function effectivePrice(price: number, offerPrice: number | null | undefined): number {
  return discountPercent(price, offerPrice) === null || offerPrice == null ? price : offerPrice;
}
