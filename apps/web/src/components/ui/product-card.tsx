import type { ProductSummary } from '@petshop/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { discountPercent, formatAed } from '../../lib/money.ts';
import { isLoggedIn } from '../../lib/session.ts';
import { Heart, HeartFilled } from './icons.tsx';
import { Stars } from './stars.tsx';

/** Spec §9: 'Added to Cart!' stays for 2000 ms. */
const ADDED_FEEDBACK_MS = 2000;

type ImageStatus = 'loading' | 'loaded' | 'error';
type CartButtonState = 'idle' | 'adding' | 'added';

export type ProductCardProps = {
  product: ProductSummary;
  /** Logged-in wishlist toggle (arrives with the wishlist issue); visitors get the login alert. */
  onToggleWishlist?: () => void;
  isInWishlist?: boolean;
  /** Logged-in add to cart (arrives with the cart issue); visitors get the login alert. */
  onAddToCart?: () => Promise<void>;
  /** Spec §4: on store cards the busy state lasts at least 2 s. */
  minBusyMs?: number;
  /** First row on screen: load the image eagerly with high priority. */
  priority?: boolean;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Spec §2 "Product card": 262x460 px; clicking it opens the product page. */
export function ProductCard({
  product,
  onToggleWishlist,
  isInWishlist = false,
  onAddToCart,
  minBusyMs = 0,
  priority = false,
}: ProductCardProps) {
  const href = paths.product.getHref(product.id);
  const imageUrl = product.image_url ?? product.images[0]?.image_url ?? null;
  const discount = discountPercent(product.price, product.offer_price);
  const offerPrice = discount === null ? null : product.offer_price;

  const [imageStatus, setImageStatus] = useState<ImageStatus>(imageUrl ? 'loading' : 'error');
  // An image served from the cache may be complete before React sees its load event.
  const imageRef = useCallback((img: HTMLImageElement | null) => {
    if (img?.complete) setImageStatus(img.naturalWidth > 0 ? 'loaded' : 'error');
  }, []);

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
      window.alert('Please login to add items to wishlist');
      return;
    }
    onToggleWishlist?.();
  }

  async function handleAddToCart() {
    if (!isLoggedIn()) {
      window.alert('Please login to add items to cart');
      return;
    }
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

  return (
    <article className="group relative flex h-[460px] w-[262px] flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-brand-500 has-[a:focus-visible]:ring-offset-2">
      <div className="relative h-[262px] w-full shrink-0 bg-brand-50">
        {imageUrl && imageStatus !== 'error' ? (
          <img
            ref={imageRef}
            src={imageUrl}
            alt={product.name}
            width={262}
            height={262}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
            onLoad={() => setImageStatus('loaded')}
            onError={() => setImageStatus('error')}
            className={`h-full w-full object-cover transition-opacity duration-300 ${
              imageStatus === 'loaded' ? 'opacity-100' : 'opacity-0'
            }`}
          />
        ) : (
          <div className="flex h-full w-full flex-col items-center justify-center gap-2 text-gray-400">
            <svg
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth={1.5}
              aria-hidden="true"
              className="size-10"
            >
              <rect x="3" y="4" width="18" height="16" rx="2" />
              <circle cx="9" cy="10" r="2" />
              <path d="m21 16-5-5-9 9" />
            </svg>
            <span className="text-sm font-medium">No Image</span>
          </div>
        )}
        {imageStatus === 'loading' && (
          <div className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
            <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
          </div>
        )}
        {discount !== null && (
          <span className="absolute top-3 left-3 rounded-full bg-brand-600 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm">
            {discount}% OFF
          </span>
        )}
        <button
          type="button"
          onClick={handleWishlist}
          aria-pressed={isInWishlist}
          aria-label={`Add ${product.name} to wishlist`}
          className="absolute top-3 right-3 z-10 flex size-10 items-center justify-center rounded-full bg-white/95 text-gray-600 shadow-sm transition-colors hover:text-brand-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 aria-pressed:text-brand-600"
        >
          {isInWishlist ? <HeartFilled className="size-5" /> : <Heart className="size-5" />}
        </button>
      </div>

      <div className="flex min-h-0 flex-1 flex-col gap-2 p-4">
        <Stars rating={product.rating} />
        <h3 className="text-base leading-snug font-semibold text-ink">
          <Link
            to={href}
            className="line-clamp-2 outline-none after:absolute after:inset-0 after:content-[''] hover:text-brand-700"
          >
            {product.name}
          </Link>
        </h3>
        <p className="flex flex-wrap items-baseline gap-x-2">
          {offerPrice !== null ? (
            <>
              <span className="text-lg font-bold text-brand-700">
                <span className="sr-only">Offer price </span>
                <span>{formatAed(offerPrice)}</span>
              </span>
              <span className="text-sm text-gray-500">
                <span className="sr-only">Original price </span>
                <s>{formatAed(product.price)}</s>
              </span>
            </>
          ) : (
            <span className="text-lg font-bold text-ink">{formatAed(product.price)}</span>
          )}
        </p>
        <button
          type="button"
          onClick={handleAddToCart}
          disabled={cartState === 'adding'}
          className={`relative z-10 mt-auto h-11 w-full rounded-xl text-sm font-semibold text-white transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait ${
            cartState === 'added'
              ? 'bg-green-600'
              : 'bg-brand-600 hover:bg-brand-700 disabled:bg-brand-500'
          }`}
        >
          {cartState === 'adding'
            ? 'Adding...'
            : cartState === 'added'
              ? 'Added to Cart!'
              : 'Add To Cart'}
        </button>
        <span role="status" className="sr-only">
          {cartState === 'added' ? `${product.name}: Added to Cart!` : ''}
        </span>
      </div>
    </article>
  );
}
