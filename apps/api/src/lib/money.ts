import { formatAed } from '@petshop/contracts/constants';

// The shop's one money module (issue 28). Inside, money is integer fils; AED appears only at the
// edges: the API's wire format (filsToAed, aedToFils), text a person or a file writes (parseAedText),
// and text the shop writes (formatFils, and filsAsDecimal for spreadsheet cells).

/** Fils (integer) to AED as the API shows it: a number with at most two decimals. */
export const filsToAed = (fils: number): number => Math.round(fils) / 100;
export const aedToFils = (aed: number): number => Math.round(aed * 100);

/** An AED amount from a client as whole fils, or undefined when it has a third decimal. */
export function exactFils(aed: number): number | undefined {
  const fils = Math.round(aed * 100);
  return Math.abs(fils - aed * 100) < 1e-6 ? fils : undefined;
}

/** "149", "149.5", "1,299.00" or "AED 149" → 14900 fils; undefined when not an amount. */
export function parseAedText(text: string): number | undefined {
  const match = /^(?:AED\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/i.exec(text);
  if (!match) return undefined;
  const whole = Number(match[1]!.replaceAll(',', ''));
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

/** Fils as the shop writes money everywhere, e-mails included: 'AED 1,234.50' (decision 041). */
export const formatFils = (fils: number): string => formatAed(filsToAed(fils));

/** 14900 → "149.00": fils as a spreadsheet cell holds an amount (the catalog CSV). */
export const filsAsDecimal = (fils: number): string => (fils / 100).toFixed(2);

/** A price and its offer, in fils, as a product or a size carries them. */
export interface PricePair {
  priceFils: number;
  offerPriceFils: number | null;
}

/** The offer when there is one below the price, else null: the only "offer wins" rule. */
export const liveOfferFils = ({ priceFils, offerPriceFils }: PricePair): number | null =>
  offerPriceFils !== null && offerPriceFils < priceFils ? offerPriceFils : null;

/** What a customer pays per unit: the offer when set and lower, else the price (DESIGN rule 2). */
export function chargedPriceFils(priceFils: number, offerPriceFils: number | null): number {
  return liveOfferFils({ priceFils, offerPriceFils }) ?? priceFils;
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

/** A line priced: the unit charged, the unit's list price, and the line's total, in fils. */
export interface PricedLine {
  unitFils: number;
  listFils: number;
  totalFils: number;
}

/** Prices `quantity` units of a size (cart, checkout; the mails print what the order stored). */
export function priceLine(pair: PricePair, quantity: number): PricedLine {
  const unitFils = chargedPriceFils(pair.priceFils, pair.offerPriceFils);
  return { unitFils, listFils: pair.priceFils, totalFils: unitFils * quantity };
}
