import { t } from '@lingui/core/macro';
import { MAX_CART_QUANTITY } from '@petshop/contracts/constants';
import type { AddProblem } from './cart-messages.ts';

/**
 * Why an add to the cart did not happen, in words (issue 20). Asked for when an add fails: the
 * first view of the pages whose cards add to the cart does not carry these texts (issue 29).
 */
export function addProblemMessage(problem: AddProblem): string {
  const max = MAX_CART_QUANTITY;
  switch (problem.kind) {
    case 'stock': {
      const { stock, inCart } = problem;
      if (stock <= 0) return t`This size is sold out.`;
      if (inCart >= stock) {
        return t`Only ${stock} left in this size, and all of them are in your cart.`;
      }
      if (inCart === 1) return t`Only ${stock} left in this size, and 1 is already in your cart.`;
      return inCart > 0
        ? t`Only ${stock} left in this size, and ${inCart} are already in your cart.`
        : t`Only ${stock} left in this size.`;
    }
    case 'line-max': {
      const { inCart } = problem;
      if (inCart === 1)
        return t`A cart holds at most ${max} of one size, and 1 is already in yours.`;
      return inCart > 0
        ? t`A cart holds at most ${max} of one size, and ${inCart} are already in yours.`
        : t`A cart holds at most ${max} of one size.`;
    }
    case 'unavailable':
      return t`This product is no longer for sale.`;
    case 'size':
      return t`This size is no longer available. Please choose another.`;
    case 'session':
      return t`Your session has ended. Please log in again to add to your cart.`;
    case 'failed':
      return t`We couldn't add this to your cart. Please check your connection and try again.`;
  }
}
