import { t } from '@lingui/core/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { MAX_CART_QUANTITY } from '@petshop/contracts/constants';
import { useCallback, useMemo } from 'react';
import { isShopUnreachable } from '../../../lib/shop-unreachable.ts';
import { useAddToCart } from '../api/add-to-cart.ts';
import { cartKeys, cartQueryOptions, hasCartSession } from '../api/get-cart.ts';
import { useRemoveCartItem } from '../api/remove-cart-item.ts';
import { useUpdateCartItem } from '../api/update-cart-item.ts';
import { cartSubtotal, cartUnits, isValidCartQuantity } from '../cart-entries.ts';
import {
  cartItemNotFoundMessage,
  cartLoadErrorMessage,
  cartRemoveErrorMessage,
  cartUpdateErrorMessage,
  serverAddProblem,
  type AddProblem,
} from '../cart-messages.ts';
import { addToVisitorCart, visitorUnitsOf } from '../visitor-cart.ts';
import type { CartEntry } from '../types.ts';

/** A cart change the server refused; `message` is what the customer is told (spec §8). */
export class CartActionError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'CartActionError';
  }
}

/** An add that did not happen, and why (the page words it next to its control). */
export class CartAddError extends CartActionError {
  readonly problem: AddProblem;
  constructor(problem: AddProblem, options?: { cause?: unknown }) {
    super(`Not added to the cart: ${problem.kind}`, options);
    this.name = 'CartAddError';
    this.problem = problem;
  }
}

/**
 * What an add names: the product, the units, and the size with what the page knows of its stock
 * (a visitor's cart needs both; without a size the server picks the first in stock).
 */
export type CartAddInput = {
  productId: number;
  quantity: number;
  sizeId?: number | undefined;
  stock?: number | undefined;
};

export interface UseCartResult {
  items: CartEntry[];
  /** The first load is on its way. */
  loading: boolean;
  /** Why the cart could not be loaded (spec §8), else null. */
  error: string | null;
  /** The load failed because the shop could not be reached (issue 20: say so, with a Retry). */
  unreachable: boolean;
  /** Units in the cart. */
  count: number;
  /** AED. */
  subtotal: number;
  refetch(): Promise<void>;
  /** Adds units (to the line of that size if there is one); resolves once the cart is re-fetched. */
  add(input: CartAddInput): Promise<void>;
  /** Optimistic; reverts and rejects with a CartActionError when the server refuses. */
  updateQuantity(cartItemId: number, quantity: number): Promise<void>;
  /** Optimistic; the line comes back and a CartActionError is thrown when the removal fails. */
  remove(cartItemId: number): Promise<void>;
  /** Empties the cart on this device only (after an order: the server lines are deleted by it). */
  clearLocal(): void;
}

const NO_ITEMS: CartEntry[] = [];

/**
 * useCart's `add` alone. It does not follow the cart's lines, so a page of product cards (or a
 * product page) does not render again when the cart loads or changes; the header shows those.
 */
export function useCartAdd(): UseCartResult['add'] {
  const queryClient = useQueryClient();
  const { mutateAsync: addLine } = useAddToCart();
  return useCallback(
    async ({ stock, ...input }: CartAddInput) => {
      if (!isValidCartQuantity(input.quantity)) {
        throw new CartActionError(t`The quantity must be at least 1.`);
      }
      if (!hasCartSession()) {
        // A visitor's cart stays in this browser until they log in (decision 043).
        if (input.sizeId === undefined || stock === undefined) {
          throw new CartAddError({ kind: 'size' });
        }
        const inCart = visitorUnitsOf(input.sizeId);
        const line = {
          product_id: input.productId,
          product_size_id: input.sizeId,
          quantity: input.quantity,
        };
        if (!addToVisitorCart(line, stock)) {
          throw new CartAddError(
            inCart + input.quantity > MAX_CART_QUANTITY && stock > MAX_CART_QUANTITY
              ? { kind: 'line-max', inCart }
              : { kind: 'stock', stock, inCart },
          );
        }
        return;
      }
      const inCart =
        queryClient
          .getQueryData<CartEntry[]>(cartKeys.all)
          ?.find((entry) => entry.product_size_id === input.sizeId)?.quantity ?? 0;
      try {
        await addLine(input);
      } catch (cause) {
        throw new CartAddError(serverAddProblem(cause, input.quantity, stock, inCart), { cause });
      }
    },
    [addLine, queryClient],
  );
}

/**
 * Spec §3/§4 cart state, kept in TanStack Query under ['cart']: every component that calls this
 * sees the same lines. Fetched on login, emptied on logout, emptied when a fetch fails.
 */
export function useCart(): UseCartResult {
  const queryClient = useQueryClient();

  const query = useQuery(cartQueryOptions());
  const add = useCartAdd();
  const { mutateAsync: updateLine } = useUpdateCartItem();
  const { mutateAsync: removeLine } = useRemoveCartItem();

  // Spec §4: the cart is emptied when a fetch fails.
  const items = query.isError ? NO_ITEMS : (query.data ?? NO_ITEMS);
  const error = query.isError ? cartLoadErrorMessage(query.error) : null;
  const unreachable = query.isError && isShopUnreachable(query.error);
  const { refetch: refetchQuery } = query;

  const refetch = useCallback(async () => {
    await refetchQuery();
  }, [refetchQuery]);

  const updateQuantity = useCallback(
    async (cartItemId: number, quantity: number) => {
      // Spec §5: a local quantity change is accepted only when it is 1 or more.
      if (!isValidCartQuantity(quantity)) return;
      const entry = queryClient
        .getQueryData<CartEntry[]>(cartKeys.all)
        ?.find((line) => line.cart_item_id === cartItemId);
      if (!entry) throw new CartActionError(cartItemNotFoundMessage());
      if (entry.quantity === quantity) return;
      try {
        await updateLine({ cartItemId, productId: entry.product_id, quantity });
      } catch (cause) {
        throw new CartActionError(cartUpdateErrorMessage(cause), { cause });
      }
    },
    [queryClient, updateLine],
  );

  const remove = useCallback(
    async (cartItemId: number) => {
      try {
        await removeLine(cartItemId);
      } catch (cause) {
        throw new CartActionError(cartRemoveErrorMessage(cause), { cause });
      }
    },
    [removeLine],
  );

  const clearLocal = useCallback(() => {
    queryClient.setQueryData<CartEntry[]>(cartKeys.all, []);
  }, [queryClient]);

  return useMemo(
    () => ({
      items,
      loading: query.isPending,
      error,
      unreachable,
      count: cartUnits(items),
      subtotal: cartSubtotal(items),
      refetch,
      add,
      updateQuantity,
      remove,
      clearLocal,
    }),
    [items, query.isPending, error, unreachable, refetch, add, updateQuantity, remove, clearLocal],
  );
}
