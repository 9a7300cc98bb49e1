import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { formatAed } from '../../lib/money.ts';

/** The classes of the row, the offer price, the struck-through original and a price alone. */
export interface PriceLook {
  row: string;
  offer: string;
  original: string;
  plain: string;
}

/** A product card or wishlist card (on every first view: other looks live with their page). */
const CARD_LOOK: PriceLook = {
  row: 'flex flex-wrap items-baseline gap-x-2',
  offer: 'text-base font-bold text-brand-700 sm:text-lg',
  original: 'text-sm text-gray-500',
  plain: 'text-base font-bold text-ink sm:text-lg',
};

/** "From AED 12.00": the cheapest of sizes sold at different prices. */
function fromPrice(amount: number): string {
  const price = formatAed(amount);
  return t`From ${price}`;
}

/**
 * A product's price: the offer price with the original struck through (each named for a screen
 * reader) when there is an offer, else the price. `offerPrice` is null when there is no real offer.
 */
export function PriceTag({
  price,
  offerPrice,
  look: classes = CARD_LOOK,
  from = false,
  children,
}: {
  price: number;
  offerPrice: number | null;
  look?: PriceLook;
  /** Sizes sell at different prices and this is the cheapest: "From AED X" (issue 19). */
  from?: boolean;
  /** Shown after an offer's prices (the product page's '% OFF' badge). */
  children?: ReactNode;
}) {
  return (
    <p className={classes.row}>
      {offerPrice !== null ? (
        <>
          <span className={classes.offer}>
            <span className="sr-only">{t`Offer price`} </span>
            <span>{from ? fromPrice(offerPrice) : formatAed(offerPrice)}</span>
          </span>
          <span className={classes.original}>
            <span className="sr-only">{t`Original price`} </span>
            <s>{formatAed(price)}</s>
          </span>
          {children}
        </>
      ) : (
        <span className={classes.plain}>{from ? fromPrice(price) : formatAed(price)}</span>
      )}
    </p>
  );
}
