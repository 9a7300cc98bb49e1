import { joinAddress as joinAddressParts } from '@petshop/contracts/address';
import type { Order } from '@petshop/contracts';
import type { ImageUrl } from '../../lib/image-url.ts';
import { filsToAed } from '../../lib/money.ts';
import type { OrderWithItems } from './orders.repo.ts';

/** The order's address on one line, as every page, invoice and mail writes it (issue 27). */
export function joinAddress(order: {
  shippingFlat?: string | null;
  shippingBuilding?: string | null;
  shippingHouseNumber: string | null;
  shippingStreet: string | null;
  shippingArea?: string | null;
  shippingLandmark?: string | null;
  shippingEmirate?: string | null;
  shippingCity: string | null;
  shippingPostalCode: string | null;
  shippingCountry: string | null;
}): string {
  return joinAddressParts({
    flat: order.shippingFlat,
    building: order.shippingBuilding ?? order.shippingHouseNumber,
    street: order.shippingStreet,
    area: order.shippingArea,
    landmark: order.shippingLandmark,
    emirate: order.shippingEmirate ?? order.shippingCity,
    postalCode: order.shippingPostalCode,
    country: order.shippingCountry,
  });
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** The order's refunds as the customer reads them (decision 060): no staff reason, no ids of theirs. */
function presentRefunds(order: OrderWithItems): Order['refunds'] {
  const items = new Map(order.items.map((item) => [item.id, item]));
  return order.refunds.map((refund) => ({
    id: refund.id,
    amount: filsToAed(refund.amountFils),
    shipping: filsToAed(refund.shippingFils),
    method: refund.method,
    status: refund.status,
    created_at: refund.createdAt.toISOString(),
    refunded_at: iso(refund.refundedAt),
    lines: refund.lines.map((line) => ({
      order_item_id: line.orderItemId,
      product_name: items.get(line.orderItemId)?.productName ?? 'Item',
      size: items.get(line.orderItemId)?.sizeName ?? '',
      quantity: line.quantity,
      amount: filsToAed(line.amountFils),
    })),
  }));
}

export function presentOrder(order: OrderWithItems, imageUrl: ImageUrl): Order {
  const total = filsToAed(order.totalFils);
  return {
    id: order.id,
    // Only placed orders are shown to customers, and every placed order has its number.
    order_number: order.orderNumber ?? `Checkout ${order.id}`,
    status: order.status,
    total_price: total,
    total,
    subtotal: filsToAed(order.subtotalFils),
    shipping_cost: filsToAed(order.shippingFils),
    tax: filsToAed(order.taxFils),
    discount: filsToAed(order.discountFils),
    currency: order.currency,
    created_at: order.createdAt.toISOString(),
    updated_at: order.updatedAt.toISOString(),
    placed_at: iso(order.placedAt),
    customer_name: order.customerName,
    customer_email: order.customerEmail,
    customer_phone: order.customerPhone,
    shipping_address: joinAddress(order),
    shipping_street: order.shippingStreet,
    shipping_house_number: order.shippingHouseNumber,
    shipping_city: order.shippingCity,
    shipping_state: order.shippingState,
    shipping_postal_code: order.shippingPostalCode,
    shipping_country: order.shippingCountry,
    shipping_emirate: order.shippingEmirate,
    shipping_area: order.shippingArea,
    shipping_building: order.shippingBuilding,
    shipping_flat: order.shippingFlat,
    shipping_landmark: order.shippingLandmark,
    payment_method: order.paymentMethod,
    payment_status: order.paymentStatus,
    transaction_id: order.transactionId,
    paid_at: iso(order.paidAt),
    tracking_number: order.trackingNumber,
    shipping_carrier: order.shippingCarrier,
    estimated_delivery: iso(order.estimatedDelivery),
    notes: order.notes,
    user: order.user,
    refunded_total: filsToAed(order.refundedFils),
    refunds: presentRefunds(order),
    order_items: order.items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      product_name: item.productName,
      description: item.description,
      quantity: item.quantity,
      price: filsToAed(item.unitPriceFils),
      unit_price: filsToAed(item.unitPriceFils),
      total: filsToAed(item.lineTotalFils),
      image: item.imagePath ? imageUrl(item.imagePath) : null,
      sku: item.sku,
      packaging: item.product?.packaging ?? null,
      rating: item.product ? Number(item.product.rating) : 0,
      review_count: item.product?.reviewCount ?? 0,
      variant: item.sizeName,
      size: item.sizeName,
    })),
  };
}
