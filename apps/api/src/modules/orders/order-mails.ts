import { formatArrival, orderArrivalDay } from '@petshop/contracts/delivery';
import { ORDER_TOTAL_LABELS, PAYMENT_METHOD_LABELS } from '@petshop/contracts/labels';
import { formatShopMoment } from '@petshop/contracts/shop-time';
import { formatFils as aed } from '../../lib/money.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { greetingTo, isConfirmedAddress } from '../mail/unconfirmed-recipients.ts';
import { sizeLabel } from '../inventory/inventory.service.ts';
import { joinAddress } from './order-presenter.ts';
import type { OrderWithItems } from './orders.repo.ts';

function itemLines(order: OrderWithItems): string[] {
  return order.items.map(
    (item) =>
      `- ${sizeLabel(item.productName, item.sizeName)} × ${item.quantity}: ${aed(item.lineTotalFils)}`,
  );
}

const paymentLine = (order: OrderWithItems) =>
  order.paymentMethod === 'cod'
    ? `Payment: ${PAYMENT_METHOD_LABELS.cod}`
    : `Payment: ${PAYMENT_METHOD_LABELS.card}, paid${order.transactionId ? ` (transaction ${order.transactionId})` : ''}`;

/** Cash on delivery is still to pay at the door: its total says so (issue 20). */
const totalName = (order: OrderWithItems) =>
  order.paymentMethod === 'cod' ? ORDER_TOTAL_LABELS.payOnDelivery : ORDER_TOTAL_LABELS.plain;

/**
 * What the order costs, as charged: subtotal, the delivery fee (or free), any discount, total.
 * Every mail that speaks of an order's money prints these lines (issue 28).
 */
export function moneyLines(order: OrderWithItems, shop: ShopContact): string[] {
  return [
    `Subtotal: ${aed(order.subtotalFils)}`,
    `Delivery: ${order.shippingFils > 0 ? aed(order.shippingFils) : 'free'}`,
    ...(order.discountFils > 0
      ? [`Discount${order.couponCode ? ` (${order.couponCode})` : ''}: -${aed(order.discountFils)}`]
      : []),
    `${totalName(order)}: ${aed(order.totalFils)}${shop.vatTrn ? ' (VAT included)' : ''}`,
  ];
}

/** The order's one delivery promise (issue 27): the day it recorded when it was placed. */
function promiseLine(order: OrderWithItems): string {
  const day = orderArrivalDay(
    { estimated_delivery: order.estimatedDelivery?.toISOString() ?? null },
    undefined,
  );
  return day
    ? `We prepare orders within 24 hours. Arrives by ${formatArrival(day)}.`
    : 'We prepare orders within 24 hours.';
}

/** Where the customer's mails about an order go: the checkout's e-mail, else the account's. */
export const customerRecipient = (order: OrderWithItems) => order.customerEmail ?? order.user.email;

/**
 * Whether that address is the account's own, confirmed one. If not, anyone could have typed it:
 * the mail carries nothing the orderer wrote (name, address, notes), decision 082.
 */
export const isConfirmedRecipient = (order: OrderWithItems) =>
  isConfirmedAddress(customerRecipient(order), order.user);

/** How every mail to the customer about an order begins: by name only at a confirmed address. */
export const customerGreeting = (order: OrderWithItems) =>
  greetingTo(customerRecipient(order), order.user, order.customerName ?? order.user.name);

/** The customer's confirmation and the shop's new-order notice, queued with the order. */
export function orderPlacedMails(order: OrderWithItems, shop: ShopContact): OutgoingMail[] {
  const confirmed = isConfirmedRecipient(order);
  const address = [
    'Delivery address:',
    `${order.customerName ?? ''}, ${order.customerPhone ?? ''}`,
    joinAddress(order),
  ];
  const totals = [...itemLines(order), '', ...moneyLines(order, shop), paymentLine(order), ''];
  const summary = [...totals, ...address];
  const customerSummary = confirmed
    ? summary
    : [...totals, 'Delivery address: as entered at checkout (see My Orders).'];
  const mails: OutgoingMail[] = [
    {
      kind: 'order-confirmation',
      recipient: customerRecipient(order),
      subject: `Your order ${order.orderNumber} is confirmed`,
      textBody: [
        customerGreeting(order),
        '',
        `Thank you for shopping with ${shop.shopName}. We have received your order ${order.orderNumber}.`,
        '',
        ...customerSummary,
        '',
        promiseLine(order),
        `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      ].join('\n'),
    },
    {
      kind: 'order-new',
      recipient: shop.supportEmail,
      subject: `New order ${order.orderNumber}: ${aed(order.totalFils)} (${order.paymentMethod === 'cod' ? PAYMENT_METHOD_LABELS.cod : `${PAYMENT_METHOD_LABELS.card}, paid`})`,
      textBody: [
        `Order ${order.orderNumber} placed ${order.placedAt ? `${formatShopMoment(order.placedAt)} (Dubai time)` : ''}`,
        `Customer: ${order.customerName ?? order.user.name} <${order.customerEmail ?? order.user.email}>, ${order.customerPhone ?? ''}`,
        '',
        ...summary,
        ...(order.notes ? ['', `Notes: ${order.notes}`] : []),
      ].join('\n'),
    },
  ];
  return mails;
}

/**
 * A card payment that arrived for a checkout already closed (replaced by a newer checkout, or
 * lapsed): the order is not placed. The customer is told their money comes back (they may have
 * closed the page before the 409), and the shop is told it was refunded, or must refund it by hand
 * when the provider refused, with the transaction to refund.
 */
export function closedCheckoutPaidMails(
  order: OrderWithItems,
  shop: ShopContact,
  { refunded }: { refunded: boolean },
): OutgoingMail[] {
  const customerName = order.customerName ?? order.user.name;
  const customerEmail = order.customerEmail ?? order.user.email;
  const amount = aed(order.totalFils);
  const summary = [...itemLines(order), '', `Paid: ${amount}`, paymentLine(order)];
  // Never placed, so never numbered (decision 044): the checkout's own reference, as the card
  // provider's receipt names it.
  const reference = order.orderNumber ? `order ${order.orderNumber}` : `checkout #${order.id}`;
  const why = `Your card payment for ${reference} reached us after that checkout had closed (a newer checkout replaced it, or it expired), so the order was not placed:`;
  return [
    {
      kind: refunded ? 'order-refunded' : 'order-refund-due',
      recipient: customerEmail,
      subject: refunded
        ? `Your payment for ${reference} has been refunded`
        : `Your payment for ${reference} will be refunded`,
      textBody: [
        customerGreeting(order),
        '',
        why,
        '',
        ...summary,
        '',
        refunded
          ? `We have refunded ${amount} to your card; banks usually show it within 5-10 days.`
          : `We will refund ${amount} to your card; you do not need to do anything.`,
        'The items are still in your cart if you would like to check out again.',
        `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      ].join('\n'),
    },
    {
      kind: refunded ? 'order-refunded-shop' : 'order-refund-due-shop',
      recipient: shop.supportEmail,
      subject: refunded
        ? `Refunded: ${reference}, ${amount} (paid after its checkout closed)`
        : `Refund due: ${reference}, ${amount} (paid after its checkout closed)`,
      textBody: [
        `${reference[0]!.toUpperCase()}${reference.slice(1)} was paid after its checkout had closed. It was not placed and no stock was taken.`,
        `Customer: ${customerName} <${customerEmail}>, ${order.customerPhone ?? ''}`,
        '',
        ...summary,
        '',
        refunded
          ? 'The payment was refunded through the payment provider automatically; nothing to do.'
          : 'The automatic refund failed. Refund the payment in the payment provider and let the customer know.',
      ].join('\n'),
    },
  ];
}
