import { t } from '@lingui/core/macro';
import type { ProductSummary } from '@petshop/contracts';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { discountPercent } from '../../lib/money.ts';
import { isLoggedIn } from '../../lib/session.ts';
import { LOW_STOCK, pricesDiffer, stockLabel, totalStock } from '../../lib/stock.ts';
import { Icon } from './icon.tsx';
import { CARD_PICTURE_CLASS, CARD_TEXT_CLASS } from './product-card-layout.ts';
import { askToLogIn } from './login-prompt.tsx';
import { PriceTag } from './price-tag.tsx';
import { ProductImage } from './product-image.tsx';
import { Stars } from './stars.tsx';

/** Spec §9: 'Added to Cart!' stays for 2000 ms. */
const ADDED_FEEDBACK_MS = 2000;

type CartButtonState = 'idle' | 'adding' | 'added';

export type ProductCardProps = {
  product: ProductSummary;
  /** Logged-in wishlist toggle; visitors are asked to log in (a dialog). */
  onToggleWishlist?: () => void;
  isInWishlist?: boolean;
  /** Add to cart: the customer's, or a visitor's kept in the browser (decision 043). */
  onAddToCart?: () => Promise<void>;
  /** Spec §4: on store cards the busy state lasts at least 2 s. */
  minBusyMs?: number;
  /** First row on screen: load the image eagerly with high priority. */
  priority?: boolean;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Spec §2 "Product card": 262x460 px from 640 px wide, half a phone's width below (issue 19);
 * clicking it opens the product page.
 */
export function ProductCard({
  product,
  onToggleWishlist,
  isInWishlist = false,
  onAddToCart,
  minBusyMs = 0,
  priority = false,
}: ProductCardProps) {
  const href = paths.product.getHref(product.id);
  const name = product.name;
  const imageUrl = product.image_url ?? product.images[0]?.image_url ?? null;
  const discount = discountPercent(product.price, product.offer_price);
  const offerPrice = discount === null ? null : product.offer_price;
  // Older answers (a page cached before sizes had prices) carry no sizes: no badge then.
  const sizes = product.product_sizes ?? [];
  const stock = totalStock(sizes);
  const soldOut = sizes.length > 0 && stock === 0;

  const [cartState, setCartState] = useState<CartButtonState>('idle');
  const mounted = useRef(false);
  const feedbackTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(feedbackTimer.current);
    };
  }, []);

  function handleWishlist() {
    if (!isLoggedIn()) {
      askToLogIn(t`Please login to add items to wishlist`);
      return;
    }
    onToggleWishlist?.();
  }

  async function handleAddToCart() {
    if (!onAddToCart || cartState !== 'idle') return;
    setCartState('adding');
    const startedAt = Date.now();
    let added = false;
    try {
      await onAddToCart();
      added = true;
    } catch {
      // The cart feature reports its own errors (spec §8); the button just becomes usable again.
    }
    const remaining = minBusyMs - (Date.now() - startedAt);
    if (remaining > 0) await wait(remaining);
    if (!mounted.current) return;
    if (!added) {
      setCartState('idle');
      return;
    }
    setCartState('added');
    feedbackTimer.current = setTimeout(() => {
      if (mounted.current) setCartState('idle');
    }, ADDED_FEEDBACK_MS);
  }

  // A phone shows two columns (issue 19): the card fills its column, its picture square and its
  // text block of a fixed height, so a row's height is known before anything loads. From 640 px
  // the spec's 262×460. content-visibility there: a card outside the window is not styled, laid
  // out or painted until it nears it (its box is fixed, so nothing moves).
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2 sm:h-[460px] sm:w-[262px] sm:[content-visibility:auto]">
      <div className={`${CARD_PICTURE_CLASS} bg-brand-50`}>
        <ProductImage
          src={imageUrl}
          alt={product.name}
          width={262}
          height={262}
          sizes="(min-width: 640px) 262px, 50vw"
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : 'auto'}
          showLoading
          fallbackIcon={<Icon name="image-placeholder" className="size-10" />}
          fallbackLabel={t`No Image`}
        />
        {discount !== null && (
          <span className="absolute top-3 start-3 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm">
            {t`${discount}% OFF`}
          </span>
        )}
        {sizes.length > 0 && (
          <span
            className={`absolute bottom-3 left-3 rounded-full px-2.5 py-1 text-xs font-bold shadow-sm ${
              soldOut
                ? 'bg-gray-800 text-white'
                : stock <= LOW_STOCK
                  ? 'bg-amber-100 text-amber-900'
                  : 'bg-white/95 text-green-800'
            }`}
          >
            {stockLabel(stock)}
          </span>
        )}
        <button
          type="button"
          onClick={handleWishlist}
          aria-pressed={isInWishlist}
          aria-label={t`Add ${name} to wishlist`}
          className="absolute top-3 end-3 z-10 flex size-10 items-center justify-center rounded-full bg-white/95 text-gray-600 shadow-sm transition-colors hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:text-brand-600"
        >
          {isInWishlist ? (
            <Icon name="heart-filled" className="size-5" />
          ) : (
            <Icon name="heart" className="size-5" />
          )}
        </button>
      </div>

      <div className={CARD_TEXT_CLASS}>
        {/* Decision 126: stars only once buyers reviewed it; the row keeps its place either way. */}
        <div className="flex h-4 items-center">
          <Stars rating={product.rating} reviewCount={product.review_count} />
        </div>
        <h3 className="h-10 text-sm leading-5 font-semibold text-ink sm:h-auto sm:text-base sm:leading-snug">
          <Link
            to={href}
            className="line-clamp-2 outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {product.name}
          </Link>
        </h3>
        {/* Two lines on a phone: an offer and its struck-through price may wrap. */}
        <div className="h-11 overflow-hidden sm:h-auto sm:overflow-visible">
          <PriceTag price={product.price} offerPrice={offerPrice} from={pricesDiffer(sizes)} />
        </div>
        <button
          type="button"
          onClick={handleAddToCart}
          disabled={cartState === 'adding' || soldOut}
          className={`relative z-10 mt-auto h-11 w-full rounded-xl text-sm font-semibold text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
            soldOut
              ? 'cursor-not-allowed bg-gray-500'
              : cartState === 'added'
                ? 'bg-green-700'
                : 'bg-brand-700 hover:bg-brand-800 disabled:cursor-wait disabled:bg-brand-600'
          }`}
        >
          {cartState === 'adding'
            ? t`Adding...`
            : cartState === 'added'
              ? t`Added to Cart!`
              : t`Add To Cart`}
        </button>
        <span role="status" className="sr-only">
          {cartState === 'added' ? t`${name}: Added to Cart!` : ''}
        </span>
      </div>
    </article>
  );
}
