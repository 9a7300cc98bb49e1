import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useIsLoggedIn } from '../../../lib/session.ts';
import { wishlistStatusQueryOptions } from '../api/check-wishlist-status.ts';
import { toggleWishlistProduct, type WishlistProduct } from '../wishlist-toggle.ts';

/** One heart (the product page): checked on load when logged in, toggled on the server's word. */
export function useWishlistStatus(productId: number | null, productName?: string | null) {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  const id = productId ?? 0;
  const status = useQuery({ ...wishlistStatusQueryOptions(id), enabled: loggedIn && id > 0 });
  const isInWishlist = loggedIn && status.data === true;
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const toggle = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await toggleWishlistProduct(queryClient, { id, name: productName }, isInWishlist);
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, [queryClient, id, productName, isInWishlist]);

  return { isInWishlist, toggle, busy };
}

/**
 * The hearts of a row or grid of product cards: one cached check per product (shared with every
 * other place that shows it), and a toggle that ignores a second click while the first is answered.
 */
export function useWishlistHearts(products: readonly WishlistProduct[]) {
  const queryClient = useQueryClient();
  const loggedIn = useIsLoggedIn();
  // A visitor has no hearts to check: no query per card at all (a page of cards is rendered
  // often, and each query is an observer to build and subscribe).
  const statuses = useQueries({
    queries: loggedIn ? products.map((product) => wishlistStatusQueryOptions(product.id)) : [],
  });
  const listed = new Set<number>();
  statuses.forEach((status, index) => {
    const product = products[index];
    if (product && status.data === true) listed.add(product.id);
  });
  const inFlight = useRef(new Set<number>());

  const isInWishlist = (productId: number) => loggedIn && listed.has(productId);

  const toggle = (product: WishlistProduct) => {
    if (inFlight.current.has(product.id)) return;
    inFlight.current.add(product.id);
    void toggleWishlistProduct(queryClient, product, isInWishlist(product.id)).finally(() =>
      inFlight.current.delete(product.id),
    );
  };

  return { isInWishlist, toggle };
}
