import { SHOP_TIME_ZONE } from '@petshop/contracts/shop-time';
import { formatFils as aed } from '../../lib/money.ts';
import { customerLetter } from '../mail/customer-letter.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { customerGreeting, customerRecipient, moneyLines } from '../orders/order-mails.ts';
import type { OrderWithItems } from '../orders/orders.repo.ts';

/** "Thu 27 Nov 2026", in the shop's time zone. */
const shopDate = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: SHOP_TIME_ZONE,
});

function toCustomer(
  order: OrderWithItems,
  shop: ShopContact,
  kind: string,
  subject: string,
  lines: string[],
): OutgoingMail {
  return customerLetter(
    { kind, recipient: customerRecipient(order), subject },
    {
      greeting: customerGreeting(order),
      lines,
      questions: `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      shopName: shop.shopName,
    },
  );
}

/**
 * The customer's e-mail for a status staff set: once per change, queued with it. A cancellation
 * says what happens to the money: `refund` is what goes back (its own e-mail follows).
 */
export function statusMail(
  order: OrderWithItems,
  shop: ShopContact,
  refund?: { amountFils: number; method: 'card' | 'cash' },
): OutgoingMail | undefined {
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
        '',
        ...moneyLines(order, shop),
      ]);
    case 'delivered':
      return toCustomer(order, shop, 'order-delivered', `Your order ${number} was delivered`, [
        `Your order ${number} was delivered. We hope your pet enjoys it!`,
      ]);
    case 'cancelled':
      return toCustomer(order, shop, 'order-cancelled', `Your order ${number} was cancelled`, [
        `Your order ${number} was cancelled.`,
        ...(order.paidAt ? ['', 'You paid:', ...moneyLines(order, shop)] : []),
        ...(!order.paidAt
          ? ['', 'Nothing was charged.']
          : refund?.method === 'card'
            ? [
                '',
                `The ${aed(refund.amountFils)} you paid by card will be refunded to your card; we will e-mail you when it is done.`,
              ]
            : refund
              ? ['', `The ${aed(refund.amountFils)} you paid is handed back to you in cash.`]
              : []),
      ]);
    default:
      return undefined;
  }
}
