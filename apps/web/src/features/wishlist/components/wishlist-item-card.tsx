import { t } from '@lingui/core/macro';
import type { WishlistItem } from '@petshop/contracts';
import { useId } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { PriceTag } from '../../../components/ui/price-tag.tsx';
import { ProductImage } from '../../../components/ui/product-image.tsx';
import { Stars } from '../../../components/ui/stars.tsx';
import { paths } from '../../../config/paths.ts';
import { discountPercent } from '../../../lib/money.ts';
import type { WishlistItemAction } from '../hooks/use-wishlist.ts';

type WishlistItemCardProps = {
  item: WishlistItem;
  /** What is being done to this row right now, if anything. */
  busy: WishlistItemAction | undefined;
  imageUnavailable: boolean;
  onImageError: () => void;
  onRemove: () => void;
  onMoveToCart: () => void;
};

export const wishlistProductName = (item: WishlistItem) =>
  item.product.name?.trim() || t`Unnamed Product`;

const imageOf = (item: WishlistItem) =>
  item.product.image_url ?? item.product.image ?? item.product.images[0]?.image_url ?? null;

/**
 * Spec §2 wishlist card: picture and name lead to the product, a percent-off badge, a remove
 * heart, stars, description, price (offer with the original struck through) and 'Move to Cart'.
 */
export function WishlistItemCard({
  item,
  busy,
  imageUnavailable,
  onImageError,
  onRemove,
  onMoveToCart,
}: WishlistItemCardProps) {
  const { product } = item;
  const nameId = useId();
  const name = wishlistProductName(item);
  const href = paths.product.getHref(product.id);
  const image = imageOf(item);
  const discount = discountPercent(product.price, product.offer_price);
  const offerPrice = discount === null ? null : product.offer_price;

  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative aspect-square w-full bg-brand-50">
        {/* The name below is the link for keyboards and screen readers; the picture is for the mouse. */}
        <Link to={href} tabIndex={-1} aria-hidden="true" className="block h-full w-full">
          <ProductImage
            src={image}
            alt=""
            width={320}
            height={320}
            failed={imageUnavailable}
            onError={onImageError}
            fallbackIcon={<Icon name="image-off" className="size-10" />}
            fallbackLabel={t`Image not available`}
          />
        </Link>
        {discount !== null && (
          <span className="absolute top-3 start-3 rounded-full bg-brand-700 px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-sm">
            {t`${discount}% OFF`}
          </span>
        )}
        <button
          type="button"
          onClick={onRemove}
          disabled={busy !== undefined}
          aria-label={t`Remove ${name} from wishlist`}
          className="absolute top-3 end-3 flex size-10 items-center justify-center rounded-full bg-white/95 text-brand-600 shadow-sm transition-colors hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60"
        >
          <Icon name="heart-filled" className="size-5" />
        </button>
      </div>

      <div className="flex flex-1 flex-col gap-2 p-4">
        <Stars rating={product.rating} reviewCount={product.review_count} className="self-start" />
        <h3 id={nameId} className="text-base leading-snug font-semibold text-ink">
          <Link
            to={href}
            className="line-clamp-2 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {name}
          </Link>
        </h3>
        {product.description && (
          <p className="line-clamp-2 text-sm text-gray-600">{product.description}</p>
        )}
        <PriceTag price={product.price} offerPrice={offerPrice} />
        <button
          type="button"
          onClick={onMoveToCart}
          disabled={busy !== undefined}
          aria-describedby={nameId}
          className="mt-auto inline-flex h-11 w-full items-center justify-center gap-2 rounded-xl bg-brand-700 text-sm font-semibold text-white transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-wait disabled:bg-brand-600"
        >
          <Icon name="cart" className="size-4" />
          {busy === 'moving' ? t`Moving...` : t`Move to Cart`}
        </button>
      </div>
    </article>
  );
}
