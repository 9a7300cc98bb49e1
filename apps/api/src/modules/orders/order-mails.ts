import { orderArrivalDay } from '@petshop/contracts/delivery';
import { PAYMENT_METHOD_LABELS } from '@petshop/contracts/labels';
import { formatShopMoment } from '@petshop/contracts/shop-time';
import { formatFils as aed } from '../../lib/money.ts';
import {
  arrivalDayIn,
  fill,
  greetingIn,
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
import { isConfirmedAddress } from '../mail/unconfirmed-recipients.ts';
import { sizeLabel } from '../inventory/inventory.service.ts';
import { joinAddress } from './order-presenter.ts';
import type { OrderWithItems } from './orders.repo.ts';

/** The language of the customer's mails about an order: their account's (issue 34). */
export const orderLanguage = (order: OrderWithItems): Language =>
  order.user?.language === 'ar' ? 'ar' : 'en';

function itemLines(order: OrderWithItems, language: Language = 'en'): string[] {
  return order.items.map(
    (item) =>
      `- ${isolated(language, sizeLabel(item.productName, item.sizeName))} × ${item.quantity}: ${moneyIn(language, item.lineTotalFils)}`,
  );
}

function paymentLine(order: OrderWithItems, language: Language = 'en'): string {
  const texts = textsIn(language);
  if (order.paymentMethod === 'cod') return texts.paymentCod;
  return order.transactionId
    ? fill(texts.paymentCardTransaction, { transaction: ltr(language, order.transactionId) })
    : texts.paymentCard;
}

/**
 * What the order costs, as charged: subtotal, the delivery fee (or free), any discount, total.
 * Every mail that speaks of an order's money prints these lines (issue 28). Cash on delivery is
 * still to pay at the door: its total says so (issue 20).
 */
export function moneyLines(
  order: OrderWithItems,
  shop: ShopContact,
  language: Language = 'en',
): string[] {
  const texts = textsIn(language);
  const money = (fils: number) => moneyIn(language, fils);
  const total = order.paymentMethod === 'cod' ? texts.totalPayOnDelivery : texts.totalPlain;
  return [
    fill(texts.subtotal, { amount: money(order.subtotalFils) }),
    order.shippingFils > 0
      ? fill(texts.delivery, { amount: money(order.shippingFils) })
      : texts.deliveryFree,
    ...(order.discountFils > 0
      ? [
          order.couponCode
            ? fill(texts.discountWithCode, {
                code: ltr(language, order.couponCode),
                amount: money(order.discountFils),
              })
            : fill(texts.discount, { amount: money(order.discountFils) }),
        ]
      : []),
    `${total}: ${money(order.totalFils)}${shop.vatTrn ? texts.vatIncluded : ''}`,
  ];
}

/** The order's one delivery promise (issue 27): the day it recorded when it was placed. */
function promiseLine(order: OrderWithItems, language: Language): string {
  const day = orderArrivalDay(
    { estimated_delivery: order.estimatedDelivery?.toISOString() ?? null },
    undefined,
  );
  const texts = textsIn(language);
  return day ? fill(texts.promiseBy, { day: arrivalDayIn(language, day) }) : texts.promise;
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
export const customerGreeting = (order: OrderWithItems, language: Language = 'en') =>
  greetingIn(
    language,
    isConfirmedRecipient(order) ? (order.customerName ?? order.user.name) : null,
  );

/** The customer's confirmation and the shop's new-order notice, queued with the order. */
export function orderPlacedMails(order: OrderWithItems, shop: ShopContact): OutgoingMail[] {
  const confirmed = isConfirmedRecipient(order);
  const summaryIn = (language: Language) => {
    const texts = textsIn(language);
    const totals = [
      ...itemLines(order, language),
      '',
      ...moneyLines(order, shop, language),
      paymentLine(order, language),
      '',
    ];
    const address = [
      texts.deliveryAddress,
      `${isolated(language, order.customerName ?? '')}${language === 'ar' ? '،' : ','} ${ltr(language, order.customerPhone ?? '')}`,
      isolated(language, joinAddress(order)),
    ];
    return { totals, address, asEntered: texts.deliveryAddressAsEntered };
  };
  const shopSummary = summaryIn('en');
  const language = orderLanguage(order);
  const customer = summaryIn(language);
  const texts = textsIn(language);
  const number = ltr(language, order.orderNumber ?? '');
  const mails: OutgoingMail[] = [
    inLanguage(language, {
      kind: 'order-confirmation',
      recipient: customerRecipient(order),
      subject: fill(texts.orderConfirmedSubject, { number }),
      textBody: [
        customerGreeting(order, language),
        '',
        fill(texts.orderThanks, { shop: isolated(language, shop.shopName), number }),
        '',
        ...customer.totals,
        ...(confirmed ? customer.address : [customer.asEntered]),
        '',
        promiseLine(order, language),
        questionsIn(language, shop.supportPhone, shop.supportEmail),
      ].join('\n'),
    }),
    {
      kind: 'order-new',
      recipient: shop.supportEmail,
      subject: `New order ${order.orderNumber}: ${aed(order.totalFils)} (${order.paymentMethod === 'cod' ? PAYMENT_METHOD_LABELS.cod : `${PAYMENT_METHOD_LABELS.card}, paid`})`,
      textBody: [
        `Order ${order.orderNumber} placed ${order.placedAt ? `${formatShopMoment(order.placedAt)} (Dubai time)` : ''}`,
        `Customer: ${order.customerName ?? order.user.name} <${order.customerEmail ?? order.user.email}>, ${order.customerPhone ?? ''}`,
        '',
        ...shopSummary.totals,
        ...shopSummary.address,
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
  const language = orderLanguage(order);
  const texts = textsIn(language);
  const theirAmount = moneyIn(language, order.totalFils);
  const theirReference = order.orderNumber
    ? fill(texts.orderReference, { number: ltr(language, order.orderNumber) })
    : fill(texts.checkoutReference, { id: ltr(language, order.id) });
  return [
    inLanguage(language, {
      kind: refunded ? 'order-refunded' : 'order-refund-due',
      recipient: customerEmail,
      subject: fill(refunded ? texts.lateRefundedSubject : texts.lateRefundDueSubject, {
        reference: theirReference,
      }),
      textBody: [
        customerGreeting(order, language),
        '',
        fill(texts.lateWhy, { reference: theirReference }),
        '',
        ...itemLines(order, language),
        '',
        fill(texts.latePaid, { amount: theirAmount }),
        paymentLine(order, language),
        '',
        fill(refunded ? texts.lateRefunded : texts.lateRefundDue, { amount: theirAmount }),
        texts.lateCart,
        questionsIn(language, shop.supportPhone, shop.supportEmail),
      ].join('\n'),
    }),
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
