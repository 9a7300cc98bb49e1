import { formatFils as aed } from '../../lib/money.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { OrderWithItems } from '../orders/orders.repo.ts';

interface ShopContact {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
}

/** "Thu 27 Nov 2026", in the shop's time zone. */
const shopDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Asia/Dubai',
});

function toCustomer(
  order: OrderWithItems,
  shop: ShopContact,
  kind: string,
  subject: string,
  lines: string[],
): OutgoingMail {
  return {
    kind,
    recipient: order.customerEmail ?? order.user.email,
    subject,
    textBody: [
      `Hello ${order.customerName ?? order.user.name},`,
      '',
      ...lines,
      '',
      `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      shop.shopName,
    ].join('\n'),
  };
}

/** The customer's e-mail for a status staff set: once per change, queued with it. */
export function statusMail(order: OrderWithItems, shop: ShopContact): OutgoingMail | undefined {
  const number = order.orderNumber;
  switch (order.status) {
    case 'processing':
      return toCustomer(order, shop, 'order-processing', `We are preparing your order ${number}`, [
        `Your order ${number} is being prepared. We will e-mail you again when it ships.`,
      ]);
    case 'shipped':
      return toCustomer(order, shop, 'order-shipped', `Your order ${number} has shipped`, [
        `Your order ${number} is on its way.`,
        '',
        `Carrier: ${order.shippingCarrier ?? ''}`,
        `Tracking number: ${order.trackingNumber ?? ''}`,
        ...(order.estimatedDelivery
          ? [`Estimated delivery: ${shopDate.format(order.estimatedDelivery).replace(',', '')}`]
          : []),
      ]);
    case 'delivered':
      return toCustomer(order, shop, 'order-delivered', `Your order ${number} was delivered`, [
        `Your order ${number} was delivered. We hope your pet enjoys it!`,
      ]);
    case 'cancelled':
      return toCustomer(order, shop, 'order-cancelled', `Your order ${number} was cancelled`, [
        `Your order ${number} was cancelled.`,
        ...(order.paymentMethod === 'card' && order.paidAt
          ? [
              '',
              `The ${aed(order.totalFils)} you paid by card will be refunded to your card; we will e-mail you when it is done.`,
            ]
          : ['', 'Nothing was charged.']),
      ]);
    default:
      return undefined;
  }
}

/** The money of a cancelled card order went back to the card. */
export function refundedMail(order: OrderWithItems, shop: ShopContact): OutgoingMail {
  return toCustomer(
    order,
    shop,
    'order-refunded',
    `Your payment for order ${order.orderNumber} has been refunded`,
    [
      `We have refunded ${aed(order.totalFils)} for order ${order.orderNumber} to your card; banks usually show it within 5-10 days.`,
    ],
  );
}

/** The provider refused the refund: the shop refunds by hand. */
export function refundFailedMail(order: OrderWithItems, shop: ShopContact): OutgoingMail {
  return {
    kind: 'order-refund-due-shop',
    recipient: shop.supportEmail,
    subject: `Refund due: order ${order.orderNumber}, ${aed(order.totalFils)} (cancelled)`,
    textBody: [
      `Order ${order.orderNumber} was cancelled and its card payment could not be refunded automatically.`,
      `Transaction: ${order.transactionId ?? 'unknown'}`,
      'Retry the refund from the order page in the back office, or refund it in the payment provider.',
    ].join('\n'),
  };
}
