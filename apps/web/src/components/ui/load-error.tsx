import { t } from '@lingui/core/macro';
import { buttonClass } from './button.tsx';
import { Icon } from './icon.tsx';

/**
 * What a list or page shows when its data could not be loaded because the shop could not be
 * reached (lib/shop-unreachable.ts): said in words, with a Retry that asks again, so a failed
 * load never passes for an empty shop (issue 20, decision 046).
 */
export function LoadError({
  onRetry,
  retrying = false,
  heading: Heading = 'h2',
  className = '',
}: {
  /** Asks again (a query's `refetch`). */
  onRetry: () => void;
  /** A retry is on its way: the button ignores clicks meanwhile but keeps its focus. */
  retrying?: boolean;
  /** The heading's level where the message stands (h1 when it is the whole page). */
  heading?: 'h1' | 'h2' | 'h3';
  className?: string;
}) {
  return (
    <div
      className={`flex flex-col items-center rounded-2xl border border-amber-200 bg-amber-50 px-6 py-10 text-center ${className}`}
    >
      <Icon name="alert-triangle" className="size-8 text-amber-700" />
      <div role="alert">
        <Heading className="mt-3 text-lg font-bold text-ink">
          {t`We can't reach the shop right now`}
        </Heading>
        <p className="mt-1 text-gray-700">{t`Check your connection, then try again.`}</p>
      </div>
      <button
        type="button"
        aria-disabled={retrying}
        onClick={() => {
          if (!retrying) onRetry();
        }}
        className={`${buttonClass('primary', 'sm')} mt-5 aria-disabled:cursor-wait aria-disabled:opacity-60`}
      >
        {t`Retry`}
      </button>
    </div>
  );
}

/** LoadError in the place of a whole page (its heading is the page's h1). */
export function PageLoadError(props: { onRetry: () => void; retrying?: boolean }) {
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-2xl flex-col justify-center px-4 py-10">
      <LoadError heading="h1" {...props} />
    </div>
  );
}
