import type { CartMergeRequest, CartMergeResponse } from '@petshop/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { apiRequest } from '../../../lib/api-client.ts';
import { getUserId } from '../../../lib/session.ts';
import { ownCartEntries } from '../cart-entries.ts';
import { clearVisitorCart, readVisitorCart } from '../visitor-cart.ts';
import { cartKeys } from './get-cart.ts';

/** POST /api/cart/merge: the visitor's lines join the customer's cart (decision 043). */
export function mergeCart(items: CartMergeRequest['items']): Promise<CartMergeResponse> {
  return apiRequest<CartMergeResponse>('/cart/merge', {
    method: 'POST',
    body: { items },
    auth: 'required',
  });
}

const SKIP_REASONS: Record<CartMergeResponse['skipped'][number]['reason'], string> = {
  unavailable: 'no longer for sale',
  unknown_size: 'that size is no longer sold',
  out_of_stock: 'sold out',
};

/** What the customer is told about lines that did not come in whole; null when all did. */
export function mergeNotice(answer: Pick<CartMergeResponse, 'skipped' | 'capped'>): string | null {
  const parts = [
    ...answer.skipped.map(
      (line) => `${line.name ?? 'A product'} was not added (${SKIP_REASONS[line.reason]})`,
    ),
    ...answer.capped.map(
      (line) =>
        `${line.name}: your cart now has ${line.quantity}, ${
          line.quantity >= 99 ? 'the most one cart holds' : 'all we have in stock'
        }`,
    ),
  ];
  return parts.length === 0 ? null : `${parts.join('. ')}.`;
}

export const MERGE_FAILED_MESSAGE =
  "We couldn't move the items you picked before logging in to your cart. They are still saved on this device: log in again to try once more.";

/**
 * After a login: the cart kept in this browser joins the account's. The browser's copy is cleared
 * only once the server has taken it; what did not come in whole is said in a toast.
 */
export function useMergeVisitorCart(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    const items = readVisitorCart();
    if (items.length === 0) return;
    try {
      const answer = await mergeCart(items);
      clearVisitorCart();
      const userId = getUserId();
      // A fetch the login started may carry the cart as it was before the merge.
      await queryClient.cancelQueries({ queryKey: cartKeys.all });
      if (userId) {
        queryClient.setQueryData(cartKeys.all, ownCartEntries(answer.cart.items, userId));
      }
      const notice = mergeNotice(answer);
      if (notice) toast.warning(notice, { id: 'cart-merge', durationMs: 10_000 });
    } catch {
      toast.error(MERGE_FAILED_MESSAGE, { id: 'cart-merge', durationMs: 10_000 });
    }
  }, [queryClient]);
}
