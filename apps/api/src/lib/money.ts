/** Fils (integer) to AED as the API shows it: a number with at most two decimals. */
export const filsToAed = (fils: number): number => Math.round(fils) / 100;
export const aedToFils = (aed: number): number => Math.round(aed * 100);

/** What a customer pays per unit: the offer when set and lower, else the price (DESIGN rule 2). */
export function chargedPriceFils(priceFils: number, offerPriceFils: number | null): number {
  return offerPriceFils !== null && offerPriceFils < priceFils ? offerPriceFils : priceFils;
}
