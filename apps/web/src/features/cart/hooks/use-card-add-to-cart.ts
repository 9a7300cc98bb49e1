import type { ProductSummary } from '@petshop/contracts';
import { useCallback } from 'react';
import { toast } from '../../../components/ui/toast.tsx';
import { CartAddError, useCartAdd } from './use-cart.ts';

/**
 * A product card's 'Add To Cart': one unit of the product's first size in stock, into the
 * customer's cart or, for a visitor, the cart kept in this browser. A failure is said in a toast,
 * in words (issue 20: no alert), then re-thrown so the card goes back to idle.
 */
export function useCardAddToCart(): (product: ProductSummary) => Promise<void> {
  const add = useCartAdd();
  return useCallback(
    async (product: ProductSummary) => {
      const size = (product.product_sizes ?? []).find((candidate) => candidate.stock > 0);
      try {
        await add({ productId: product.id, quantity: 1, sizeId: size?.id, stock: size?.stock });
      } catch (error) {
        const problem = error instanceof CartAddError ? error.problem : null;
        // A 401 has already ended the session and said so.
        if (problem?.kind !== 'session') {
          const { addProblemMessage } = await import('../add-problem-message.ts');
          toast.error(`${product.name}: ${addProblemMessage(problem ?? { kind: 'failed' })}`, {
            id: 'card-add',
          });
        }
        throw error;
      }
    },
    [add],
  );
}
