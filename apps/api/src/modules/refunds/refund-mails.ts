import { formatFils as aed } from '../../lib/money.ts';
import { sizeLabel } from '../inventory/inventory.service.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { customerGreeting, customerRecipient } from '../orders/order-mails.ts';
import type { OrderWithItems } from '../orders/orders.repo.ts';
import type { RefundLineRow, RefundRow } from './refunds.repo.ts';

export type RefundWithLines = RefundRow & { lines: RefundLineRow[] };

/** "1 × Rope Toy, 2 × Kibble (2 kg), delivery fee": what a refund gave money back for. */
export function refundedWhat(order: OrderWithItems, refund: RefundWithLines): string[] {
  const items = new Map(order.items.map((item) => [item.id, item]));
  const lines = refund.lines.map((line) => {
    const item = items.get(line.orderItemId);
    const name = item ? sizeLabel(item.productName, item.sizeName) : 'an item';
    return `${line.quantity} × ${name}: ${aed(line.amountFils)}`;
  });
  if (refund.shippingFils > 0) lines.push(`Delivery fee: ${aed(refund.shippingFils)}`);
  return lines;
}

/** The customer's e-mail for each refund made (decision 060): how much, how, and for what. */
export function refundMail(
  order: OrderWithItems,
  refund: RefundWithLines,
  shop: ShopContact,
): OutgoingMail {
  const number = order.orderNumber ?? `checkout #${order.id}`;
  const what = refundedWhat(order, refund);
  const rest = order.totalFils - order.refundedFils;
  return {
    kind: 'order-refunded',
    recipient: customerRecipient(order),
    subject: `Refund of ${aed(refund.amountFils)} for order ${number}`,
    textBody: [
      customerGreeting(order),
      '',
      refund.method === 'card'
        ? `We have refunded ${aed(refund.amountFils)} for order ${number} to your card; banks usually show it within 5-10 days.`
        : `We handed ${aed(refund.amountFils)} back to you in cash for order ${number}.`,
      ...(what.length > 0 ? ['', 'Refunded:', ...what.map((line) => `- ${line}`)] : []),
      ...(rest > 0
        ? ['', `Refunded so far: ${aed(order.refundedFils)} of the ${aed(order.totalFils)} paid.`]
        : []),
      '',
      `Questions? Call ${shop.supportPhone} or write to ${shop.supportEmail}.`,
      shop.shopName,
    ].join('\n'),
  };
}

/** The provider refused a card refund: the shop is told, and retries from the order page. */
export function refundFailedMail(
  order: OrderWithItems,
  refund: RefundWithLines,
  shop: ShopContact,
): OutgoingMail {
  const number = order.orderNumber ?? `checkout #${order.id}`;
  return {
    kind: 'order-refund-due-shop',
    recipient: shop.supportEmail,
    subject: `Refund due: order ${number}, ${aed(refund.amountFils)}`,
    textBody: [
      `A refund of ${aed(refund.amountFils)} for order ${number} could not be made by the card provider.`,
      `Reason for the refund: ${refund.reason}`,
      `Transaction: ${order.transactionId ?? 'unknown'}`,
      'Retry the refund from the order page in the back office.',
    ].join('\n'),
  };
}
