import { formatAedIn } from '@petshop/contracts/language';
import { currentLanguage } from './i18n.ts';

export { formatMoney } from '@petshop/contracts/constants';

/**
 * The shop's one money format, shared with the server's e-mails, in the shop's language:
 * 'AED 1,234.50' (decision 041), '1,234.50 د.إ' in Arabic (decision 132).
 */
export const formatAed = (amount: number): string => formatAedIn(currentLanguage(), amount);

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
