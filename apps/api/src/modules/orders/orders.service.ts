import type { Order } from '@petshop/contracts';
import {
  arrivalDay,
  arrivalInstant,
  type DeliveryFee,
  type DeliveryTimes,
} from '@petshop/contracts/delivery';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { presentOrder } from './order-presenter.ts';
import {
  findOrderWithItems,
  findPlacedOrders,
  type NewOrder,
  type OrderRow,
} from './orders.repo.ts';

/** The delivery configuration: shipping countries, fee and threshold (fils), working days. */
export interface DeliveryRules extends DeliveryFee {
  countries: readonly string[];
  times: DeliveryTimes;
}

/** When a placed order is expected at the door: the shared arrival rule (decision 045). */
export const estimatedDelivery = (
  placedAt: Date,
  emirate: string | null | undefined,
  rules: DeliveryRules,
) => arrivalInstant(arrivalDay(placedAt, emirate, rules.times));

/** The details of `extra` that `order` lacks: an order's delivery details are never overwritten. */
export function missingDetails(
  order: Partial<Record<keyof NewOrder, unknown>>,
  extra: Partial<NewOrder>,
): Partial<NewOrder> {
  const fill: Partial<NewOrder> = {};
  for (const [key, value] of Object.entries(extra) as [keyof NewOrder, unknown][]) {
    if (value != null && order[key] == null) (fill as Record<string, unknown>)[key] = value;
  }
  return fill;
}

/**
 * A card order paid before the customer gave a delivery address (spec §7's client sends it only
 * in the order post after paying): its order mails wait for that post, or for the sweep once the
 * post can no longer come, so the shop's new-order mail carries the address (issue 27).
 */
export const awaitsDeliveryDetails = (order: Pick<OrderRow, 'paymentMethod' | 'shippingStreet'>) =>
  order.paymentMethod === 'card' && !order.shippingStreet;

/**
 * Every write of an order's row (issue 28, decision 090): checkout, payments, fulfilment, refunds
 * and account deletion change orders only through these, in their own transaction.
 */
export {
  addRefundedMoney,
  anonymizeCustomerOrders,
  attachCheckoutSession,
  claimOrder,
  insertOrder,
  moveOrder,
  recordCashOutcome,
  takeOrderNumber,
  updateOrder,
} from './orders.repo.ts';

export function createOrdersService(db: Db, imageUrl: ImageUrl) {
  return {
    /** The customer's placed orders, newest first (checkouts never paid are not orders). */
    async list(userId: number): Promise<Order[]> {
      return (await findPlacedOrders(db, userId)).map((order) => presentOrder(order, imageUrl));
    },

    async detail(userId: number, orderId: number): Promise<Order> {
      const order = await findOrderWithItems(db, orderId, userId);
      if (!order || !order.placedAt) throw new NotFoundError('Order not found');
      return presentOrder(order, imageUrl);
    },
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
