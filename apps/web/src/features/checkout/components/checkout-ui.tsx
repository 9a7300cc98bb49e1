import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon, type IconName } from '../../../components/ui/icon.tsx';
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

const RESULT_TONES = {
  success: {
    header: 'from-green-50 ring-green-200',
    badge: 'bg-green-600 shadow-green-600/30',
  },
  failed: {
    header: 'from-red-50 ring-red-200',
    badge: 'bg-red-600 shadow-red-600/30',
  },
} as const;

/**
 * The frame of the payment result pages: the tinted header with its badge, the two columns
 * (main and aside) and the "Keep browsing" links under them.
 */
export function ResultPage({
  tone,
  icon,
  title,
  text,
  textClassName,
  headerExtra,
  notice,
  aside,
  links,
  children,
}: {
  tone: keyof typeof RESULT_TONES;
  icon: IconName;
  title: string;
  text: ReactNode;
  textClassName: string;
  headerExtra?: ReactNode;
  notice?: ReactNode;
  aside: ReactNode;
  links: { to: string; label: string }[];
  children: ReactNode;
}) {
  const colours = RESULT_TONES[tone];
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12">
      <header
        className={`rounded-3xl bg-gradient-to-br to-white p-6 text-center shadow-sm ring-1 sm:p-10 ${colours.header}`}
      >
        <span
          className={`mx-auto inline-flex size-16 items-center justify-center rounded-full text-white shadow-lg ${colours.badge}`}
        >
          <Icon name={icon} className="size-9" />
        </span>
        <h1 className="mt-5 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {title}
        </h1>
        <p className={`mx-auto mt-2 max-w-xl text-gray-600 ${textClassName}`}>{text}</p>
        {headerExtra}
      </header>

      {notice}

      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="min-w-0 space-y-6">{children}</div>
        <div className="space-y-6">{aside}</div>
      </div>

      <nav
        aria-label={t`Keep browsing`}
        className="mt-10 flex flex-wrap items-center justify-center gap-x-8 gap-y-3 text-sm"
      >
        {links.map((link) => (
          <Link key={link.label} to={link.to} className={textLink}>
            {link.label}
          </Link>
        ))}
      </nav>
    </div>
  );
}
