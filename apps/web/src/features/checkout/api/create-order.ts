import type { CreateOrderResponse, Order } from '@petshop/contracts';
import { apiRequest } from '../../../lib/api-client.ts';
import { EmptyOrderResultError } from '../checkout-messages.ts';
import type { PendingOrderRecord } from '../checkout-types.ts';
import { orderCreationPayload } from '../pending-order.ts';

/**
 * Spec §7 POST /api/orders. Card orders are confirmed by their checkout session, cod orders by
 * the attempt's idempotency key: sending the same one again answers with the same order (200).
 */
export async function createOrder(
  record: PendingOrderRecord,
  sessionId?: string | null,
): Promise<Order> {
  const body = await apiRequest<(Partial<CreateOrderResponse> & { data?: Order }) | null>(
    '/orders',
    { method: 'POST', body: orderCreationPayload(record, sessionId) },
  );
  const order = body?.order ?? body?.data;
  if (!order || typeof order !== 'object') throw new EmptyOrderResultError();
  return order;
}
