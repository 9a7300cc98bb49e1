import { formatAed } from '@petshop/contracts/constants';

/** Fils (integer) to AED as the API shows it: a number with at most two decimals. */
export const filsToAed = (fils: number): number => Math.round(fils) / 100;
export const aedToFils = (aed: number): number => Math.round(aed * 100);
/** Fils as the shop writes money everywhere, e-mails included: 'AED 1,234.50' (decision 041). */
export const formatFils = (fils: number): string => formatAed(filsToAed(fils));

/** What a customer pays per unit: the offer when set and lower, else the price (DESIGN rule 2). */
export function chargedPriceFils(priceFils: number, offerPriceFils: number | null): number {
  return offerPriceFils !== null && offerPriceFils < priceFils ? offerPriceFils : priceFils;
}

/** A price and its offer, in fils, as a product or a size carries them. */
export interface PricePair {
  priceFils: number;
  offerPriceFils: number | null;
}

/**
 * What a size sells at (decision 032): its own price and offer when it has either, else the
 * product's. A size with only an offer has that offer on the product's price; a size with only a
 * price has no offer (the product's offer was made on another price).
 */
export function sizePricePair(
  product: PricePair,
  size: { priceFils: number | null; offerPriceFils: number | null },
): PricePair {
  if (size.priceFils === null && size.offerPriceFils === null) return product;
  return { priceFils: size.priceFils ?? product.priceFils, offerPriceFils: size.offerPriceFils };
}
