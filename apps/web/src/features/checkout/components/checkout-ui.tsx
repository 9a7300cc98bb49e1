import type { ReactNode } from 'react';
import { ProductThumbnail } from '../../../components/ui/product-image.tsx';

export const textLink =
  'font-semibold text-brand-700 underline-offset-4 hover:underline focus-visible:rounded focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** A white card with a heading: the building block of these pages. */
export function Panel({
  title,
  icon,
  children,
  className = '',
  headingId,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  headingId?: string;
}) {
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ring-gray-200 sm:p-6 ${className}`}
    >
      <h2 id={headingId} className="flex items-center gap-3 text-lg font-bold text-ink">
        {icon && (
          <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
            {icon}
          </span>
        )}
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** One line of an order summary: the picture, the name with details under it, and its amount. */
export function SummaryLine({
  image,
  name,
  alt = name,
  amount,
  clampName = false,
  children,
}: {
  image: string | null | undefined;
  name: string;
  alt?: string;
  amount: string;
  /** The narrow checkout summary keeps long names to two lines. */
  clampName?: boolean;
  children: ReactNode;
}) {
  return (
    <li className="flex items-center gap-3 py-3">
      <ProductThumbnail src={image} alt={alt} size={56} />
      <div className="min-w-0 flex-1">
        <p
          className={
            clampName
              ? 'line-clamp-2 text-sm font-semibold text-ink'
              : 'text-sm font-semibold text-ink'
          }
        >
          {name}
        </p>
        {children}
      </div>
      <p className="shrink-0 text-sm font-semibold whitespace-nowrap text-ink">{amount}</p>
    </li>
  );
}
