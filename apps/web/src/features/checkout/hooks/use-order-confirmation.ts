import type { Order } from '@petshop/contracts';
import { useEffect, useReducer, useRef } from 'react';
import { createOrder } from '../api/create-order.ts';
import { clearOrderedCartLines } from '../api/delete-cart-line.ts';
import { orderCreationFailure, type OrderCreationFailure } from '../checkout-messages.ts';
import type { PendingOrderRecord } from '../checkout-types.ts';
import { removePendingOrder } from '../pending-order.ts';

export type ConfirmationPhase = 'creating' | 'clearing' | 'done' | 'failed';

export interface ConfirmationState {
  phase: ConfirmationPhase;
  order?: Order | undefined;
  failure?: OrderCreationFailure | undefined;
  /** Lines that could not be taken out of the cart (spec §8 'Failed to clear {n} items'). */
  uncleared: number;
}

type Action =
  | { type: 'start' }
  | { type: 'created'; order: Order }
  | { type: 'failed'; failure: OrderCreationFailure }
  | { type: 'done'; uncleared: number };

function reduce(state: ConfirmationState, action: Action): ConfirmationState {
  switch (action.type) {
    case 'start':
      return { phase: 'creating', uncleared: 0 };
    case 'created':
      return { ...state, phase: 'clearing', order: action.order };
    case 'failed':
      return { ...state, phase: 'failed', failure: action.failure };
    case 'done':
      return { ...state, phase: 'done', uncleared: action.uncleared };
  }
}

/**
 * Spec §4 "Confirmation flow": the order is created, then each cart line is deleted, then the
 * confirmation shows. The same session id (card) or idempotency key (cod) goes with every
 * attempt, so a retry or a refreshed page answers with the order already placed.
 */
export function useOrderConfirmation(input: {
  record: PendingOrderRecord | null;
  sessionId: string | null;
  /** The order exists: lists and counts that show it can be refreshed. */
  onOrderPlaced?: ((order: Order) => void) | undefined;
  /** The ordered lines left the server's cart: the local cart follows. */
  onCartLinesRemoved?: ((cartItemIds: (number | string)[]) => void) | undefined;
  /** Everything is done and the pending record is gone. */
  onConfirmed?: ((order: Order) => void) | undefined;
}) {
  const [state, dispatch] = useReducer(reduce, { phase: 'creating', uncleared: 0 });
  const [attempt, nextAttempt] = useReducer((count: number) => count + 1, 0);
  const started = useRef(-1);
  // The callbacks change with every render of the page; the flow reads the latest ones.
  const latest = useRef(input);
  useEffect(() => {
    latest.current = input;
  });

  const { record, sessionId } = input;
  useEffect(() => {
    // Once per attempt, also under StrictMode's second effect run.
    if (!record || started.current === attempt) return;
    started.current = attempt;
    void (async () => {
      let order: Order;
      try {
        order = await createOrder(record, sessionId);
      } catch (error) {
        dispatch({ type: 'failed', failure: orderCreationFailure(error) });
        return;
      }
      latest.current.onOrderPlaced?.(order);
      dispatch({ type: 'created', order });
      const ids = record.cartItems.map((item) => item.cart_item_id);
      const uncleared = await clearOrderedCartLines(ids);
      latest.current.onCartLinesRemoved?.(ids);
      removePendingOrder();
      dispatch({ type: 'done', uncleared });
      latest.current.onConfirmed?.(order);
    })();
  }, [record, sessionId, attempt]);

  function retry() {
    dispatch({ type: 'start' });
    nextAttempt();
  }

  return { ...state, retry };
}
