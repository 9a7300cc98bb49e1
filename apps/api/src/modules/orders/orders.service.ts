import type { Order } from '@petshop/contracts';
import type { Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { NotFoundError } from '../../plugins/errors.ts';
import { presentOrder } from './order-presenter.ts';
import { findOrderWithItems, findPlacedOrders } from './orders.repo.ts';

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
