import type { OutgoingMail } from '../mail/mail.repo.ts';
import { filsToAed } from '../../lib/money.ts';
import { joinAddress } from './order-presenter.ts';
import type { OrderWithItems } from './orders.repo.ts';

const aed = (fils: number) => `AED ${filsToAed(fils).toFixed(2)}`;

interface ShopContact {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
}

function itemLines(order: OrderWithItems): string[] {
  return order.items.map(
    (item) =>
      `- ${item.productName}${item.sizeName === 'One Size' ? '' : ` (${item.sizeName})`} × ${item.quantity}: ${aed(item.lineTotalFils)}`,
  );
}

const paymentLine = (order: OrderWithItems) =>
  order.paymentMethod === 'cod'
    ? 'Payment: cash on delivery'
    : `Payment: card, paid${order.transactionId ? ` (transaction ${order.transactionId})` : ''}`;

/** The customer's confirmation and the shop's new-order notice, queued with the order. */
export function orderPlacedMails(order: OrderWithItems, shop: ShopContact): OutgoingMail[] {
  const summary = [
    ...itemLines(order),
    '',
    `Total: ${aed(order.totalFils)} (shipping free, VAT included)`,
    paymentLine(order),
    '',
    'Delivery address:',
    `${order.customerName ?? ''}, ${order.customerPhone ?? ''}`,
    joinAddress(order),
  ];
  const mails: OutgoingMail[] = [
    {
      kind: 'order-confirmation',
      recipient: order.customerEmail ?? order.user.email,
      subject: `Your order ${order.orderNumber} is confirmed`,
      textBody: [
        `Hello ${order.customerName ?? order.user.name},`,
        '',
        `Thank you for shopping with ${shop.shopName}. We have received your order ${order.orderNumber}.`,
        '',
        ...summary,
        '',
        'We prepare orders within 24 hours; delivery takes 5-7 business days.',
        `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      ].join('\n'),
    },
    {
      kind: 'order-new',
      recipient: shop.supportEmail,
      subject: `New order ${order.orderNumber}: ${aed(order.totalFils)} (${order.paymentMethod === 'cod' ? 'cash on delivery' : 'card, paid'})`,
      textBody: [
        `Order ${order.orderNumber} placed ${order.placedAt?.toISOString() ?? ''}`,
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
 * A card payment that arrived after its stock hold lapsed and the units were sold meanwhile: the
 * customer is told the money comes back (they may have closed the page before the 409), and the
 * shop is told to refund it, with the transaction to refund.
 */
export function paidTooLateMails(order: OrderWithItems, shop: ShopContact): OutgoingMail[] {
  const customerName = order.customerName ?? order.user.name;
  const customerEmail = order.customerEmail ?? order.user.email;
  const summary = [...itemLines(order), '', `Paid: ${aed(order.totalFils)}`, paymentLine(order)];
  return [
    {
      kind: 'order-refund-due',
      recipient: customerEmail,
      subject: `Your payment for order ${order.orderNumber} will be refunded`,
      textBody: [
        `Hello ${customerName},`,
        '',
        `Your card payment for order ${order.orderNumber} reached us after the checkout had expired, and by then these items had sold out:`,
        '',
        ...summary,
        '',
        `The order will not be delivered. We will refund ${aed(order.totalFils)} to your card; you do not need to do anything.`,
        `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      ].join('\n'),
    },
    {
      kind: 'order-refund-due-shop',
      recipient: shop.supportEmail,
      subject: `Refund due: order ${order.orderNumber}, ${aed(order.totalFils)} (paid after its items sold out)`,
      textBody: [
        `Order ${order.orderNumber} was paid after its stock hold lapsed, and the stock was gone. It was not placed.`,
        `Customer: ${customerName} <${customerEmail}>, ${order.customerPhone ?? ''}`,
        '',
        ...summary,
        '',
        'Refund the payment in the payment provider and let the customer know.',
      ].join('\n'),
    },
  ];
}
