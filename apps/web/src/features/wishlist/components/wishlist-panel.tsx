import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { PanelHeading } from '../../../components/ui/panel-heading.tsx';
import { LoadError } from '../../../components/ui/load-error.tsx';
import { toast } from '../../../components/ui/toast.tsx';
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
    if (!(await wishlist.refresh())) toast.error(t`Failed to fetch wishlist`);
  }

  return (
    <div className="space-y-6">
      <PanelHeading
        title={t`My Wishlist`}
        text={loaded ? itemCountLabel(state.count) : t`Products you have saved for later.`}
        liveText
      >
        {loaded && state.items.length > 0 && (
          <WishlistToolbar
            onRefresh={() => void refresh()}
            onClearAll={() => void wishlist.clearAll()}
            refreshing={wishlist.refreshing}
            clearing={wishlist.clearing}
          />
        )}
      </PanelHeading>

      {state.status === 'loading' ? (
        <WishlistLoading />
      ) : state.status === 'unreachable' ? (
        <LoadError
          heading="h3"
          onRetry={() => void wishlist.refresh()}
          retrying={wishlist.fetching}
        />
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
