import { useCallback } from 'react';
import { cardAddErrorAlert } from '../cart-messages.ts';
import { useCartAdd } from './use-cart.ts';

/**
 * A product card's 'Add To Cart': one unit of the product's first size in stock. Failures are
 * alerted as spec §8 says, then re-thrown so the card goes back to idle instead of 'Added to Cart!'.
 */
export function useCardAddToCart(): (productId: number) => Promise<void> {
  const add = useCartAdd();
  return useCallback(
    async (productId: number) => {
      try {
        await add({ productId, quantity: 1 });
      } catch (error) {
        const message = cardAddErrorAlert(error);
        if (message) window.alert(message);
        throw error;
      }
    },
    [add],
  );
}
