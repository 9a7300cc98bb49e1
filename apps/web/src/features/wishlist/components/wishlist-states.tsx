import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { offersLogin } from '../wishlist-messages.ts';

export const primaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl bg-brand-700 px-6 text-sm font-semibold text-white shadow-sm transition-colors hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';
export const secondaryButton =
  'inline-flex h-11 items-center justify-center gap-2 rounded-xl border border-gray-300 bg-white px-4 text-sm font-semibold text-ink transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60';

type HeadingLevel = 'h2' | 'h3';

/** Spec §2: 'Loading your wishlist...'. */
export function WishlistLoading() {
  return (
    <div className="flex min-h-64 flex-col items-center justify-center gap-4" aria-busy="true">
      <span
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-500 motion-reduce:animate-[spin_1.5s_linear_infinite]"
        aria-hidden="true"
      />
      <p role="status" className="text-base font-medium text-gray-600">
        {t`Loading your wishlist...`}
      </p>
    </div>
  );
}

/** Spec §2: 'Error Loading Wishlist' with 'Try Again', and 'Login' when the message asks for it. */
export function WishlistError({
  message,
  onRetry,
  retrying,
  heading: Heading = 'h2',
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
  heading?: HeadingLevel;
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-red-100 bg-red-50/40 px-6 py-12 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-red-50 text-red-600">
        <Icon name="alert-circle" className="size-8" />
      </span>
      <Heading className="mt-4 text-xl font-bold text-ink">{t`Error Loading Wishlist`}</Heading>
      <p role="alert" className="mt-2 max-w-md text-gray-600">
        {message}
      </p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onRetry} disabled={retrying} className={primaryButton}>
          {t`Try Again`}
        </button>
        {offersLogin(message) && (
          <Link to={paths.login.getHref()} className={secondaryButton}>
            {t`Login`}
          </Link>
        )}
      </div>
    </div>
  );
}

/** Spec §2: the empty wishlist, with a way back to the shop. */
export function WishlistEmpty({ heading: Heading = 'h2' }: { heading?: HeadingLevel }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 px-6 py-14 text-center">
      <span className="inline-flex size-16 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Icon name="heart" className="size-8" />
      </span>
      <Heading className="mt-4 text-xl font-bold text-ink">{t`Your wishlist is empty`}</Heading>
      <p className="mt-1 max-w-sm text-gray-600">
        {t`Start adding products you love to your wishlist`}
      </p>
      <Link to={paths.home.getHref()} className={`${primaryButton} mt-6`}>
        {t`Continue Shopping`}
      </Link>
    </div>
  );
}

/** '1 item', '3 items'. */
export function itemCountLabel(count: number): string {
  return plural(count, { one: '# item', other: '# items' });
}
