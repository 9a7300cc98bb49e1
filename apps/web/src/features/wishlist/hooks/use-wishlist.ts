import { t } from '@lingui/core/macro';
import type { WishlistItem } from '@petshop/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { isShopUnreachable } from '../../../lib/shop-unreachable.ts';
import { clearWishlist } from '../api/clear-wishlist.ts';
import { wishlistQueryOptions } from '../api/get-wishlist.ts';
import { moveWishlistItemToCart } from '../api/move-wishlist-item-to-cart.ts';
import { removeWishlistItem } from '../api/remove-wishlist-item.ts';
import { wishlistKeys } from '../api/wishlist-keys.ts';
import { announceWishlistChange, clearedDetail, productChangeDetail } from '../wishlist-events.ts';
import {
  serverMessage,
  wishlistLoginMessage,
  wishlistLoadErrorMessage,
} from '../wishlist-messages.ts';

export type WishlistList = { items: WishlistItem[]; count: number };

export type WishlistItemAction = 'removing' | 'moving';

export type WishlistState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  /** The shop could not be reached (issue 20): said as such, with a Retry. */
  | { status: 'unreachable' }
  | { status: 'loaded'; items: WishlistItem[]; count: number };

/** The list without one row, its count lowered but never below 0 (spec §4). */
export function withoutWishlistItem(list: WishlistList, itemId: number): WishlistList {
  const items = list.items.filter((item) => item.id !== itemId);
  const removed = list.items.length - items.length;
  return { items, count: Math.max(0, list.count - removed) };
}

const sessionExpiredAlert = () => t`Session expired. Please login again.`;
const isExpired = (error: unknown) => error instanceof ApiRequestError && error.status === 401;

type UseWishlistOptions = {
  /** False holds the first load back (the profile tab starts it 100 ms after arriving). */
  enabled?: boolean;
  /** Called after a move, so the app can re-fetch the cart (the wishlist does not own it). */
  onMovedToCart?: () => unknown;
};

/**
 * Spec §2/§4 "Wishlist page" and the profile tab: the list, its states, and the actions on it —
 * refresh, clear all (the page asks first), remove one, move one to the cart — with their toasts.
 */
export function useWishlist({ enabled = true, onMovedToCart }: UseWishlistOptions = {}) {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const query = useQuery({ ...wishlistQueryOptions(), enabled: enabled && loggedIn });

  /** Rows being removed or moved: their buttons are disabled meanwhile (spec §4). */
  const [busy, setBusyRows] = useState<ReadonlyMap<number, WishlistItemAction>>(() => new Map());
  const [clearing, setClearing] = useState(false);
  /** Wishlist rows whose picture failed; forgotten on 'Refresh' (spec §4). */
  const [unavailableImages, setUnavailableImages] = useState<ReadonlySet<number>>(() => new Set());

  const state: WishlistState = !loggedIn
    ? { status: 'error', message: wishlistLoginMessage() }
    : query.isError
      ? isShopUnreachable(query.error)
        ? { status: 'unreachable' }
        : { status: 'error', message: wishlistLoadErrorMessage(query.error) }
      : query.data
        ? { status: 'loaded', items: query.data.items, count: query.data.count }
        : { status: 'loading' };

  const setBusy = (itemId: number, action: WishlistItemAction | null) =>
    setBusyRows((current) => {
      const next = new Map(current);
      if (action) next.set(itemId, action);
      else next.delete(itemId);
      return next;
    });

  const dropFromList = (item: WishlistItem) => {
    queryClient.setQueryData<WishlistList>(wishlistKeys.list(), (list) =>
      list ? withoutWishlistItem(list, item.id) : list,
    );
    queryClient.setQueryData(wishlistKeys.status(item.product_id), false);
    announceWishlistChange(productChangeDetail(item.product, false));
  };

  /** Asks the server again; resolves false when that failed. */
  async function refresh() {
    setUnavailableImages(new Set());
    const result = await query.refetch();
    return !result.isError;
  }

  async function clearAll() {
    setClearing(true);
    try {
      await clearWishlist();
      const removed = query.data?.count ?? 0;
      queryClient.setQueryData<WishlistList>(wishlistKeys.list(), { items: [], count: 0 });
      queryClient.setQueriesData({ queryKey: wishlistKeys.statuses() }, false);
      announceWishlistChange(clearedDetail(removed));
      toast.success(t`Wishlist cleared successfully!`);
    } catch (error) {
      toast.error(isExpired(error) ? sessionExpiredAlert() : t`Failed to clear wishlist`);
    } finally {
      setClearing(false);
    }
  }

  async function removeItem(item: WishlistItem) {
    if (busy.has(item.id)) return;
    setBusy(item.id, 'removing');
    try {
      await removeWishlistItem(item.id);
      dropFromList(item);
    } catch (error) {
      toast.error(
        isExpired(error) ? sessionExpiredAlert() : t`Failed to remove item from wishlist`,
      );
    } finally {
      setBusy(item.id, null);
    }
  }

  async function moveToCart(item: WishlistItem) {
    if (busy.has(item.id)) return;
    setBusy(item.id, 'moving');
    try {
      await moveWishlistItemToCart(item.id);
      dropFromList(item);
      try {
        await onMovedToCart?.();
      } catch {
        // The move happened; a cart that fails to re-fetch here is fetched again later.
      }
      toast.success(t`Product moved to cart successfully!`);
    } catch (error) {
      toast.error(
        isExpired(error)
          ? sessionExpiredAlert()
          : (serverMessage(error) ?? t`Failed to move item to cart`),
      );
    } finally {
      setBusy(item.id, null);
    }
  }

  const markImageUnavailable = useCallback((itemId: number) => {
    setUnavailableImages((current) =>
      current.has(itemId) ? current : new Set(current).add(itemId),
    );
  }, []);

  return {
    state,
    /** Asking the server again while a list is on screen. */
    refreshing: query.isFetching && query.data !== undefined,
    fetching: query.isFetching,
    clearing,
    busy,
    unavailableImages,
    refresh,
    clearAll,
    removeItem,
    moveToCart,
    markImageUnavailable,
  };
}
