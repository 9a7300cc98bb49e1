import { useEffect, useState } from 'react';
import { useWishlist } from '../hooks/use-wishlist.ts';
import { WishlistGrid } from './wishlist-grid.tsx';
import {
  itemCountLabel,
  WishlistEmpty,
  WishlistError,
  WishlistLoading,
} from './wishlist-states.tsx';
import { WishlistToolbar } from './wishlist-toolbar.tsx';

/** Spec §2: arriving at the tab by its address, its loading starts after 100 ms. */
export const WISHLIST_TAB_START_DELAY_MS = 100;

/** Spec §2 "Profile" → "My Wishlist": the same list and actions inside the account area. */
export function WishlistPanel({
  delayStart = false,
  onMovedToCart,
}: {
  /** True when the page was opened on this tab. */
  delayStart?: boolean;
  onMovedToCart?: () => unknown;
}) {
  const [started, setStarted] = useState(!delayStart);
  useEffect(() => {
    if (started) return;
    const timer = setTimeout(() => setStarted(true), WISHLIST_TAB_START_DELAY_MS);
    return () => clearTimeout(timer);
  }, [started]);

  const wishlist = useWishlist({ enabled: started, ...(onMovedToCart ? { onMovedToCart } : {}) });
  const { state } = wishlist;
  const loaded = state.status === 'loaded';

  async function refresh() {
    if (!(await wishlist.refresh())) window.alert('Failed to fetch wishlist');
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-col gap-4 border-b border-gray-100 pb-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-xl font-bold text-ink sm:text-2xl">My Wishlist</h2>
          <p className="mt-1 text-sm text-gray-600" aria-live="polite">
            {loaded ? itemCountLabel(state.count) : 'Products you have saved for later.'}
          </p>
        </div>
        {loaded && state.items.length > 0 && (
          <WishlistToolbar
            onRefresh={() => void refresh()}
            onClearAll={() => void wishlist.clearAll()}
            refreshing={wishlist.refreshing}
            clearing={wishlist.clearing}
          />
        )}
      </header>

      {state.status === 'loading' ? (
        <WishlistLoading />
      ) : state.status === 'error' ? (
        <WishlistError
          heading="h3"
          message={state.message}
          onRetry={() => void wishlist.refresh()}
          retrying={wishlist.fetching}
        />
      ) : state.items.length === 0 ? (
        <WishlistEmpty heading="h3" />
      ) : (
        <WishlistGrid items={state.items} wishlist={wishlist} layout="panel" />
      )}
    </div>
  );
}
