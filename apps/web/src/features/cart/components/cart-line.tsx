import { t } from '@lingui/core/macro';
import { MAX_CART_QUANTITY } from '@petshop/contracts/constants';
import { useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { ResponsiveImg } from '../../../components/ui/product-image.tsx';
import { paths } from '../../../config/paths.ts';
import { formatAed } from '../../../lib/money.ts';
import { withPart } from '../../../lib/message-parts.tsx';
import type { CartEntry } from '../types.ts';
import { CartQuantityStepper } from './cart-quantity-stepper.tsx';

const LOW_STOCK = 5;

/** One cart row: picture, name, size, unit price, quantity, line total and remove. */
export function CartLine({
  entry,
  onQuantityChange,
  onRemove,
}: {
  entry: CartEntry;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const href = paths.product.getHref(entry.product_id);
  const [imageFailed, setImageFailed] = useState(false);
  const max = Math.max(1, Math.min(entry.stock, MAX_CART_QUANTITY));
  const { name, size, stock } = entry;
  const price = formatAed(entry.price);

  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="size-20 shrink-0 overflow-hidden rounded-xl bg-brand-50 sm:size-28"
      >
        {entry.image && !imageFailed ? (
          <ResponsiveImg
            src={entry.image}
            sizes="(min-width: 640px) 112px, 80px"
            alt=""
            width={112}
            height={112}
            loading="lazy"
            decoding="async"
            onError={() => setImageFailed(true)}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full w-full items-center justify-center text-brand-500">
            <Icon name="paw" className="size-8" />
          </span>
        )}
      </Link>

      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="min-w-0 text-base leading-snug font-semibold text-ink">
            <Link
              to={href}
              className="line-clamp-2 rounded hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
            >
              {entry.name}
            </Link>
          </h3>
          <button
            type="button"
            onClick={onRemove}
            aria-label={t`Remove ${name} from cart`}
            className="-mt-2 -me-2 inline-flex size-10 shrink-0 items-center justify-center rounded-full text-gray-500 transition-colors hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
          >
            <Icon name="trash" className="size-5" />
          </button>
        </div>
        <p className="text-sm text-gray-600">
          {withPart(t`Size: ${size}`, size, (part) => (
            <bdi className="font-medium text-ink">{part}</bdi>
          ))}
        </p>
        <p className="text-sm text-gray-600">
          {withPart(t`${price} each`, price, (part) => (
            <span className="font-semibold text-ink">{part}</span>
          ))}
        </p>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <CartQuantityStepper
              name={entry.name}
              value={entry.quantity}
              max={max}
              onChange={onQuantityChange}
            />
            {entry.stock <= LOW_STOCK && (
              <span className="text-xs font-medium text-amber-700">
                {stock > 0 ? t`Only ${stock} left` : t`Out of stock`}
              </span>
            )}
          </div>
          <p className="text-base font-bold text-ink tabular-nums">
            <span className="sr-only">{t`Line total`} </span>
            {formatAed(entry.total_price)}
          </p>
        </div>
      </div>
    </li>
  );
}
