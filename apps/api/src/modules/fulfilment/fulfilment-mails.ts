import { SHOP_TIME_ZONE } from '@petshop/contracts/shop-time';
import { customerLetter } from '../mail/customer-letter.ts';
import {
  arabicDateOf,
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
import {
  customerGreeting,
  customerRecipient,
  moneyLines,
  orderLanguage,
} from '../orders/order-mails.ts';
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
  language: Language,
  kind: string,
  subject: string,
  lines: string[],
): OutgoingMail {
  return inLanguage(
    language,
    customerLetter(
      { kind, recipient: customerRecipient(order), subject },
      {
        greeting: customerGreeting(order, language),
        lines,
        questions: questionsIn(language, shop.supportPhone, shop.supportEmail),
        shopName: isolated(language, shop.shopName),
      },
    ),
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
  const language = orderLanguage(order);
  const texts = textsIn(language);
  const values = { number: ltr(language, order.orderNumber ?? '') };
  const mail = (kind: string, subject: string, lines: string[]) =>
    toCustomer(order, shop, language, kind, fill(subject, values), lines);
  switch (order.status) {
    case 'processing':
      return mail('order-processing', texts.processingSubject, [
        fill(texts.processingBody, values),
      ]);
    case 'shipped':
      return mail('order-shipped', texts.shippedSubject, [
        fill(texts.shippedBody, values),
        '',
        fill(texts.carrier, { carrier: isolated(language, order.shippingCarrier ?? '') }),
        fill(texts.trackingNumber, { tracking: ltr(language, order.trackingNumber ?? '') }),
        ...(order.estimatedDelivery
          ? [
              fill(texts.estimatedDelivery, {
                day:
                  language === 'ar'
                    ? arabicDateOf(order.estimatedDelivery)
                    : shopDate.format(order.estimatedDelivery).replace(',', ''),
              }),
            ]
          : []),
        '',
        ...moneyLines(order, shop, language),
      ]);
    case 'delivered':
      return mail('order-delivered', texts.deliveredSubject, [fill(texts.deliveredBody, values)]);
    case 'cancelled':
      return mail('order-cancelled', texts.cancelledSubject, [
        fill(texts.cancelledBody, values),
        ...(order.paidAt ? ['', texts.youPaid, ...moneyLines(order, shop, language)] : []),
        ...(!order.paidAt
          ? ['', texts.nothingCharged]
          : refund?.method === 'card'
            ? ['', fill(texts.cardRefundComing, { amount: moneyIn(language, refund.amountFils) })]
            : refund
              ? ['', fill(texts.cashHandedBack, { amount: moneyIn(language, refund.amountFils) })]
              : []),
      ]);
    default:
      return undefined;
  }
}
