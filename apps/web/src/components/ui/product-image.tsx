import { pictureSrcSet } from '@petshop/contracts/pictures';
import { useCallback, useState, type ComponentProps, type ReactNode } from 'react';
import { Icon } from './icon.tsx';

/**
 * An `<img>`; for an uploaded picture (its AVIF and WebP copies at up to three widths, named after
 * its URL) a `<picture>` that lets the browser pick the format it reads and the width `sizes`
 * says it will show. The demo SVG artwork stays a plain `<img>`. The `<picture>` takes no box of
 * its own (`display: contents`), so the `<img>` keeps its frame's classes.
 */
export function ResponsiveImg({
  src,
  sizes,
  ...img
}: Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes'> & {
  src: string;
  /** The width the picture is shown at, as the `sizes` attribute says it. */
  sizes: string;
}) {
  const avif = pictureSrcSet(src, 'avif');
  const webp = pictureSrcSet(src, 'webp');
  if (!avif || !webp) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      <img srcSet={webp} sizes={sizes} src={src} {...img} />
    </picture>
  );
}

/**
 * 'unseen' until the browser's `<img>` is known: a page drawn on the server shows its pictures as
 * they arrive, before any script has run (and the first render in the browser matches it); once
 * mounted, a picture still on its way fades in behind a spinner.
 */
type LoadStatus = 'unseen' | 'loading' | 'loaded' | 'error';

export type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size: reserves the picture's box before it arrives; CSS may still scale it. */
  width: number;
  height: number;
  loading?: 'lazy' | 'eager';
  fetchPriority?: 'high' | 'low' | 'auto';
  decoding?: 'async' | 'sync' | 'auto';
  /** The width it is shown at (`sizes`) for an uploaded picture's copies; by default `width`px. */
  sizes?: string;
  /** Classes of the `<img>`; by default it fills its frame. */
  className?: string;
  /** Fade the picture in, with a spinner over it until it has loaded (the frame is `relative`). */
  showLoading?: boolean;
  /** What stands in for a missing or broken picture; without a label it is decorative. */
  fallbackIcon?: ReactNode;
  fallbackLabel?: string;
  /** For a caller that remembers broken pictures itself (the wishlist forgets them on Refresh). */
  failed?: boolean;
  onError?: () => void;
};

/**
 * A product picture that fills its frame, or a neutral placeholder when the product has none or
 * the picture fails to load. The frame (size, rounding, background) belongs to the caller.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  sizes = `${width}px`,
  loading = 'lazy',
  fetchPriority,
  decoding = 'async',
  className = 'h-full w-full object-cover',
  showLoading = false,
  fallbackIcon,
  fallbackLabel,
  failed,
  onError,
}: ProductImageProps) {
  // Keyed by the address, so a new picture starts out loading again.
  const [settled, setSettled] = useState<{ src: string; status: LoadStatus } | null>(null);
  const status: LoadStatus = !src ? 'error' : settled?.src === src ? settled.status : 'unseen';
  // An image served from the cache (or loaded before the page's script ran) may be complete
  // before React sees its load event.
  const imageRef = useCallback(
    (img: HTMLImageElement | null) => {
      if (!src || !img) return;
      setSettled((now) =>
        now?.src === src && now.status !== 'unseen'
          ? now
          : {
              src,
              status: !img.complete ? 'loading' : img.naturalWidth > 0 ? 'loaded' : 'error',
            },
      );
    },
    [src],
  );

  if (!src || (failed ?? status === 'error')) {
    return (
      <span
        className="flex h-full w-full flex-col items-center justify-center gap-2 text-gray-500"
        aria-hidden={fallbackLabel ? undefined : true}
      >
        {fallbackIcon ?? <Icon name="image-placeholder" className="size-7" />}
        {fallbackLabel && <span className="text-sm font-medium">{fallbackLabel}</span>}
      </span>
    );
  }

  return (
    <>
      <ResponsiveImg
        ref={showLoading ? imageRef : undefined}
        src={src}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding={decoding}
        onLoad={showLoading ? () => setSettled({ src, status: 'loaded' }) : undefined}
        onError={() => {
          setSettled({ src, status: 'error' });
          onError?.();
        }}
        className={
          showLoading
            ? `${className} transition-opacity duration-300 ${status === 'loading' ? 'opacity-0' : 'opacity-100'}`
            : className
        }
      />
      {showLoading && status === 'loading' && (
        <span className="absolute inset-0 flex items-center justify-center" aria-hidden="true">
          <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500" />
        </span>
      )}
    </>
  );
}

const THUMBNAIL_FRAMES = { 56: 'size-14', 64: 'size-16' } as const;

/** A small square product picture in a rounded frame: order summaries and order details. */
export function ProductThumbnail({
  src,
  alt,
  size,
}: {
  src: string | null | undefined;
  alt: string;
  size: keyof typeof THUMBNAIL_FRAMES;
}) {
  return (
    <span
      className={`${THUMBNAIL_FRAMES[size]} inline-flex shrink-0 overflow-hidden rounded-xl bg-brand-50 ring-1 ring-gray-200`}
    >
      <ProductImage src={src} alt={alt} width={size} height={size} />
    </span>
  );
}
