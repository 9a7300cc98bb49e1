import { t } from '@lingui/core/macro';
import { useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/ui/icon.tsx';
import { paths } from '../../../config/paths.ts';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { useWishlist } from '../hooks/use-wishlist.ts';
import { WishlistGrid } from './wishlist-grid.tsx';
import {
  itemCountLabel,
  WishlistEmpty,
  WishlistError,
  WishlistLoading,
} from './wishlist-states.tsx';
import { WishlistToolbar } from './wishlist-toolbar.tsx';

/** Spec §2 "Wishlist page (/wishlist)": loading, then the error, the empty view or the grid. */
export function WishlistView({ onMovedToCart }: { onMovedToCart?: () => unknown }) {
  const wishlist = useWishlist(onMovedToCart ? { onMovedToCart } : {});
  const { state } = wishlist;
  const navigate = useNavigate();
  const location = useLocation();
  // Opened straight from an address there is no page to go back to: go to the shop's front page.
  const goBack = () =>
    location.key === 'default' ? void navigate(paths.home.getHref()) : void navigate(-1);
  const loaded = state.status === 'loaded';

  return (
    <div className="mx-auto w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8 lg:py-10">
      <header className="mb-8 flex flex-wrap items-center gap-x-4 gap-y-4">
        <button
          type="button"
          onClick={goBack}
          aria-label={t`Go back`}
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gray-300 text-ink transition-colors hover:border-brand-500 hover:text-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Icon name="arrow-left" className="size-5" />
        </button>
        <div className="min-w-0 flex-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t`My Wishlist`}
          </h1>
          {loaded && (
            <p className="mt-1 text-sm text-gray-600" aria-live="polite">
              {itemCountLabel(state.count)}
            </p>
          )}
        </div>
        {loaded && state.items.length > 0 && (
          // On a phone the buttons take their own row under the title.
          <div className="w-full sm:w-auto">
            <WishlistToolbar
              onRefresh={() => void wishlist.refresh()}
              onClearAll={() => void wishlist.clearAll()}
              refreshing={wishlist.refreshing}
              clearing={wishlist.clearing}
            />
          </div>
        )}
      </header>

      {state.status === 'loading' ? (
        <WishlistLoading />
      ) : state.status === 'unreachable' ? (
        <LoadError onRetry={() => void wishlist.refresh()} retrying={wishlist.fetching} />
      ) : state.status === 'error' ? (
        <WishlistError
          message={state.message}
          onRetry={() => void wishlist.refresh()}
          retrying={wishlist.fetching}
        />
      ) : state.items.length === 0 ? (
        <WishlistEmpty />
      ) : (
        <WishlistGrid items={state.items} wishlist={wishlist} layout="page" />
      )}
    </div>
  );
}
