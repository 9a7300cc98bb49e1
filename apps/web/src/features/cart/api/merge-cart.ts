import { t } from '@lingui/core/macro';
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

type MergeSkip = CartMergeResponse['skipped'][number];
type MergeCap = CartMergeResponse['capped'][number];

function skippedLine(line: MergeSkip): string {
  const name = line.name ?? t`A product`;
  switch (line.reason) {
    case 'unavailable':
      return t`${name} was not added (no longer for sale)`;
    case 'unknown_size':
      return t`${name} was not added (that size is no longer sold)`;
    case 'out_of_stock':
      return t`${name} was not added (sold out)`;
  }
}

function cappedLine({ name, quantity }: MergeCap): string {
  return quantity >= 99
    ? t`${name}: your cart now has ${quantity}, the most one cart holds`
    : t`${name}: your cart now has ${quantity}, all we have in stock`;
}

/** What the customer is told about lines that did not come in whole; null when all did. */
export function mergeNotice(answer: Pick<CartMergeResponse, 'skipped' | 'capped'>): string | null {
  const parts = [...answer.skipped.map(skippedLine), ...answer.capped.map(cappedLine)];
  return parts.length === 0 ? null : `${parts.join('. ')}.`;
}

/** The English text (the source, kept for its tests); `mergeFailedMessage()` is the page's. */
export const MERGE_FAILED_MESSAGE =
  "We couldn't move the items you picked before logging in to your cart. They are still saved on this device: log in again to try once more.";
const mergeFailedMessage = () =>
  t`We couldn't move the items you picked before logging in to your cart. They are still saved on this device: log in again to try once more.`;

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
      toast.error(mergeFailedMessage(), { id: 'cart-merge', durationMs: 10_000 });
    }
  }, [queryClient]);
}
