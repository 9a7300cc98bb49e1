import { t } from '@lingui/core/macro';
import { PriceTag, type PriceLook } from '../../../components/ui/price-tag.tsx';

const BAR_PRICE: PriceLook = {
  row: 'flex flex-wrap items-baseline gap-x-2',
  offer: 'text-base font-extrabold text-brand-700',
  original: 'text-xs text-gray-500',
  plain: 'text-base font-extrabold text-ink',
};

/** 'Add To Cart: Kibble, 2 kg': the button names what it adds. */
function buttonName(productName: string, sizeName: string | null): string {
  const product = sizeName ? `${productName}, ${sizeName}` : productName;
  return t`Add To Cart: ${product}`;
}

type StickyAddToCartProps = {
  /** Shown only while the page's own 'Add to cart' button is scrolled away. */
  shown: boolean;
  productName: string;
  /** The chosen size's name, when the product has sizes. */
  sizeName: string | null;
  price: number;
  offerPrice: number | null;
  adding: boolean;
  disabled: boolean;
  onAddToCart: () => void;
};

/**
 * Issue 19: the product's name, the chosen size's price and 'Add To Cart' along the bottom of the
 * window while the main button is out of sight. Sticky at the end of the page, so it comes to rest
 * above the footer instead of covering it; its space is kept while hidden, so nothing moves. The
 * name and price repeat what a screen reader has read: only the button is announced, with the
 * product (and size) in its name. Hidden, it is not rendered at all.
 */
export function StickyAddToCart({
  shown,
  productName,
  sizeName,
  price,
  offerPrice,
  adding,
  disabled,
  onAddToCart,
}: StickyAddToCartProps) {
  // The slot keeps the bar's height (a 44 px button, 12 px above and below, the border) whether
  // it shows or not, so the footer never moves when it comes and goes.
  return (
    <div className="sticky bottom-0 z-30 min-h-[calc(4.3125rem+env(safe-area-inset-bottom))]">
      {shown && (
        <div className="border-t border-gray-200 bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-6px_20px_-8px_rgb(0_0_0/0.15)] backdrop-blur transition-[translate,opacity] duration-200 ease-out supports-[backdrop-filter]:bg-white/85 motion-reduce:transition-none starting:translate-y-full starting:opacity-0">
          <div className="mx-auto flex max-w-7xl items-center gap-3 px-4 py-3 sm:px-6 lg:px-8">
            <div className="min-w-0 flex-1" aria-hidden="true">
              <p className="truncate text-sm font-semibold text-ink">
                {productName}
                {sizeName && <span className="font-normal text-gray-600"> · {sizeName}</span>}
              </p>
              <PriceTag price={price} offerPrice={offerPrice} look={BAR_PRICE} />
            </div>
            <button
              type="button"
              onClick={onAddToCart}
              disabled={disabled}
              aria-label={adding ? undefined : buttonName(productName, sizeName)}
              className="h-11 shrink-0 rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:bg-gray-300 sm:px-8"
            >
              {adding ? t`Adding...` : t`Add To Cart`}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
