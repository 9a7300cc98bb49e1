import { formatFils as aed } from '../../lib/money.ts';
import { sizeLabel } from '../inventory/inventory.service.ts';
import {
  fill,
  inLanguage,
  isolated,
  ltr,
  moneyIn,
  questionsIn,
  textsIn,
  type Language,
} from '../mail/mail-language.ts';
import type { OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { customerGreeting, customerRecipient, orderLanguage } from '../orders/order-mails.ts';
import type { OrderWithItems } from '../orders/orders.repo.ts';
import type { RefundLineRow, RefundRow } from './refunds.repo.ts';

export type RefundWithLines = RefundRow & { lines: RefundLineRow[] };

/** "1 × Rope Toy, 2 × Kibble (2 kg), delivery fee": what a refund gave money back for. */
export function refundedWhat(
  order: OrderWithItems,
  refund: RefundWithLines,
  language: Language = 'en',
): string[] {
  const texts = textsIn(language);
  const items = new Map(order.items.map((item) => [item.id, item]));
  const lines = refund.lines.map((line) => {
    const item = items.get(line.orderItemId);
    const name = item
      ? isolated(language, sizeLabel(item.productName, item.sizeName))
      : texts.anItem;
    return `${line.quantity} × ${name}: ${moneyIn(language, line.amountFils)}`;
  });
  if (refund.shippingFils > 0) {
    lines.push(fill(texts.refundedDeliveryFee, { amount: moneyIn(language, refund.shippingFils) }));
  }
  return lines;
}

/** The customer's e-mail for each refund made (decision 060): how much, how, and for what. */
export function refundMail(
  order: OrderWithItems,
  refund: RefundWithLines,
  shop: ShopContact,
): OutgoingMail {
  const language = orderLanguage(order);
  const texts = textsIn(language);
  const number = ltr(
    language,
    order.orderNumber ?? fill(textsIn('en').checkoutReference, { id: order.id }),
  );
  const amount = moneyIn(language, refund.amountFils);
  const what = refundedWhat(order, refund, language);
  const rest = order.totalFils - order.refundedFils;
  return inLanguage(language, {
    kind: 'order-refunded',
    recipient: customerRecipient(order),
    subject: fill(texts.refundSubject, { amount, number }),
    textBody: [
      customerGreeting(order, language),
      '',
      fill(refund.method === 'card' ? texts.refundedToCard : texts.refundedInCash, {
        amount,
        number,
      }),
      ...(what.length > 0 ? ['', texts.refundedHeading, ...what.map((line) => `- ${line}`)] : []),
      ...(rest > 0
        ? [
            '',
            fill(texts.refundedSoFar, {
              refunded: moneyIn(language, order.refundedFils),
              total: moneyIn(language, order.totalFils),
            }),
          ]
        : []),
      '',
      questionsIn(language, shop.supportPhone, shop.supportEmail),
      isolated(language, shop.shopName),
    ].join('\n'),
  });
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
