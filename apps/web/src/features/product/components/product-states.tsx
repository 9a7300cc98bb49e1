import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** A grey bar standing in for a line or a box of the product page. */
function Bar({ className, rounded = 'rounded-lg' }: { className: string; rounded?: string }) {
  return (
    <div
      className={`animate-pulse bg-gray-100 motion-reduce:animate-none ${rounded} ${className}`}
    />
  );
}

/**
 * Spec §2: 'Loading...' while the product is on its way. Laid out like ProductView (the picture's
 * square, the details column, the details cards), so the footer stays below the fold and nothing
 * jumps when the product arrives.
 */
export function ProductLoading() {
  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-10" aria-busy="true">
      <Bar className="mb-6 h-7 w-32" />

      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="flex aspect-square w-full flex-col items-center justify-center gap-4 rounded-2xl border border-gray-200 bg-brand-50">
          <span
            className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600 motion-reduce:animate-[spin_1.5s_linear_infinite]"
            aria-hidden="true"
          />
          <p role="status" className="text-base font-medium text-gray-600">
            {t`Loading...`}
          </p>
        </div>

        <div className="flex flex-col gap-6" aria-hidden="true">
          <div className="space-y-3">
            <Bar className="h-4 w-24" />
            <Bar className="h-8 w-4/5 sm:h-9" />
            <Bar className="h-4 w-28" />
            <Bar className="h-9 w-40" />
          </div>
          <Bar className="h-40" rounded="rounded-2xl" />
          <div className="space-y-2">
            <Bar className="h-5 w-20" />
            <Bar className="h-11 w-48" />
          </div>
          <div className="space-y-2">
            <Bar className="h-5 w-20" />
            <Bar className="h-10 w-56" />
          </div>
          <div className="space-y-2">
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-full" />
            <Bar className="h-4 w-3/4" />
          </div>
          <div className="flex flex-col gap-4 border-t border-gray-100 pt-6">
            <Bar className="h-12 w-36" />
            <div className="flex gap-3">
              <Bar className="h-12 flex-1 sm:w-48 sm:flex-none" />
              <Bar className="size-12 shrink-0" />
            </div>
          </div>
        </div>
      </div>

      <div className="mt-14" aria-hidden="true">
        <Bar className="mb-6 h-8 w-48" />
        <div className="grid gap-6 lg:grid-cols-2">
          <Bar className="h-48" rounded="rounded-2xl" />
          <Bar className="h-48" rounded="rounded-2xl" />
        </div>
      </div>
    </div>
  );
}

/** Spec §2: 'No product found' for an unknown or malformed id. */
export function ProductNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-7xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-extrabold text-ink">{t`No product found`}</h1>
      <p className="max-w-md text-gray-600">
        {onRetry
          ? t`We could not load this product just now. Please try again.`
          : t`This product may have been removed, or the link may be incomplete.`}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="h-11 rounded-xl border border-gray-300 px-5 text-sm font-semibold text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t`Try again`}
          </button>
        )}
        <Link
          to={paths.store.getHref()}
          className="inline-flex h-11 items-center rounded-xl bg-brand-700 px-5 text-sm font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          {t`Back To Store`}
        </Link>
      </div>
    </div>
  );
}
