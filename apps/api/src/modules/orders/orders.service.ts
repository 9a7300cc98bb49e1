import type { Order } from '@petshop/contracts';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { presentOrder } from './order-presenter.ts';
import { findOrderWithItems, findPlacedOrders } from './orders.repo.ts';

const DELIVERY_DAYS = 6;

/** When a placed order is expected at the door: six days after it was placed. */
export const estimatedDelivery = (placedAt: Date) =>
  new Date(placedAt.getTime() + DELIVERY_DAYS * 86_400_000);

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
