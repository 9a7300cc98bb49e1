import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Spec §2: 'Loading...' while the product is on its way. */
export function ProductLoading() {
  return (
    <div
      className="mx-auto flex min-h-[60vh] w-full max-w-7xl flex-col items-center justify-center gap-4 px-4"
      aria-busy="true"
    >
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500"
        aria-hidden="true"
      />
      <p role="status" className="text-base font-medium text-gray-600">
        Loading...
      </p>
    </div>
  );
}

/** Spec §2: 'No product found' for an unknown or malformed id. */
export function ProductNotFound({ onRetry }: { onRetry?: () => void }) {
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-7xl flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-extrabold text-ink">No product found</h1>
      <p className="max-w-md text-gray-600">
        {onRetry
          ? 'We could not load this product just now. Please try again.'
          : 'This product may have been removed, or the link may be incomplete.'}
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {onRetry && (
          <button
            type="button"
            onClick={onRetry}
            className="h-11 rounded-xl border border-gray-300 px-5 text-sm font-semibold text-ink hover:border-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            Try again
          </button>
        )}
        <Link
          to={paths.store.getHref()}
          className="inline-flex h-11 items-center rounded-xl bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          Back To Store
        </Link>
      </div>
    </div>
  );
}
