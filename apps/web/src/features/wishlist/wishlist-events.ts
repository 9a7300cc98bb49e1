/** Spec §4 "Wishlist count": the window events other parts of the page listen to. */
export const WISHLIST_EVENTS = {
  updated: 'wishlistUpdated',
  countChanged: 'wishlistCountChanged',
} as const;

/** The detail of a `wishlistUpdated` event. */
export interface WishlistUpdatedDetail {
  action: 'added' | 'removed';
  /** Null when the whole list was cleared. */
  productId: number | null;
  productName: string | null;
  /** +1 for an add, -1 for a removal, minus the number removed by 'Clear All'. */
  countChange: number;
  isInWishlist: boolean;
}

export interface WishlistCountChangedDetail {
  productId: number | null;
  countChange: number;
}

/** What one product's change reports. */
export function productChangeDetail(
  product: { id: number; name?: string | null | undefined },
  isInWishlist: boolean,
): WishlistUpdatedDetail {
  return {
    action: isInWishlist ? 'added' : 'removed',
    productId: product.id,
    productName: product.name ?? null,
    countChange: isInWishlist ? 1 : -1,
    isInWishlist,
  };
}

/** What 'Clear All' reports: every product left at once. */
export function clearedDetail(removed: number): WishlistUpdatedDetail {
  return {
    action: 'removed',
    productId: null,
    productName: null,
    countChange: -removed,
    isInWishlist: false,
  };
}

/** Announces a confirmed change: `wishlistUpdated`, then `wishlistCountChanged`. */
export function announceWishlistChange(detail: WishlistUpdatedDetail): void {
  window.dispatchEvent(new CustomEvent<WishlistUpdatedDetail>(WISHLIST_EVENTS.updated, { detail }));
  window.dispatchEvent(
    new CustomEvent<WishlistCountChangedDetail>(WISHLIST_EVENTS.countChanged, {
      detail: { productId: detail.productId, countChange: detail.countChange },
    }),
  );
}
