import { t } from '@lingui/core/macro';
import type { Product } from '@petshop/contracts';
import { GALLERY_SIZES, GALLERY_THUMBNAIL_SIZES } from '@petshop/contracts/pictures';
import { useState } from 'react';
import { ResponsiveImg } from '../../../components/ui/product-image.tsx';

/** The product's pictures: `images` in order, else the single `image_url`. */
function galleryImages(product: Pick<Product, 'image_url' | 'images'>): string[] {
  const urls = product.images.map((image) => image.image_url).filter(Boolean);
  if (urls.length > 0) return urls;
  return product.image_url ? [product.image_url] : [];
}

/** Each picture's description, where staff wrote one. */
const descriptions = (product: Pick<Product, 'images'>) =>
  new Map(product.images.flatMap((image) => (image.alt ? [[image.image_url, image.alt]] : [])));

const showImageLabel = (number: number, count: number) => t`Show image ${number} of ${count}`;

function NoImage({ className }: { className?: string }) {
  return (
    <div
      className={`flex flex-col items-center justify-center gap-2 text-gray-500 ${className ?? ''}`}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={1.5}
        aria-hidden="true"
        className="size-12"
      >
        <rect x="3" y="4" width="18" height="16" rx="2" />
        <circle cx="9" cy="10" r="2" />
        <path d="m21 16-5-5-9 9" />
      </svg>
      <span className="text-sm font-medium">{t`No Image`}</span>
    </div>
  );
}

/** Main picture plus a row of thumbnails that switch it. */
export function ProductGallery({
  product,
}: {
  product: Pick<Product, 'name' | 'image_url' | 'images'>;
}) {
  const images = galleryImages(product);
  const described = descriptions(product);
  const [selected, setSelected] = useState(0);
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  const current = images[Math.min(selected, images.length - 1)];
  const markFailed = (url: string) => setFailed((previous) => new Set(previous).add(url));

  return (
    <div className="flex flex-col gap-4">
      <div className="aspect-square w-full overflow-hidden rounded-2xl border border-gray-200 bg-brand-50">
        {current && !failed.has(current) ? (
          <ResponsiveImg
            key={current}
            src={current}
            sizes={GALLERY_SIZES}
            alt={(current && described.get(current)) ?? product.name}
            width={800}
            height={800}
            loading="eager"
            fetchPriority="high"
            onError={() => markFailed(current)}
            className="h-full w-full object-cover"
          />
        ) : (
          <NoImage className="h-full w-full" />
        )}
      </div>

      {images.length > 1 && (
        <ul className="grid grid-cols-4 gap-3" aria-label={t`Product images`}>
          {images.map((url, index) => {
            const isSelected = url === current;
            return (
              <li key={url}>
                <button
                  type="button"
                  onClick={() => setSelected(index)}
                  aria-label={showImageLabel(index + 1, images.length)}
                  aria-pressed={isSelected}
                  className={`block aspect-square w-full overflow-hidden rounded-xl border-2 bg-brand-50 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                    isSelected ? 'border-brand-600' : 'border-transparent hover:border-brand-100'
                  }`}
                >
                  {failed.has(url) ? (
                    <NoImage className="h-full w-full scale-75" />
                  ) : (
                    <ResponsiveImg
                      src={url}
                      sizes={GALLERY_THUMBNAIL_SIZES}
                      alt=""
                      width={160}
                      height={160}
                      loading="lazy"
                      onError={() => markFailed(url)}
                      className="h-full w-full object-cover"
                    />
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
