import type { Db } from '../../db/client.ts';
import { customerLetter } from '../mail/customer-letter.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import {
  fill,
  greetingIn,
  inLanguage,
  isolated,
  ltr,
  pageLink,
  questionsIn,
  textsIn,
} from '../mail/mail-language.ts';
import { isConfirmedAddress } from '../mail/unconfirmed-recipients.ts';
import {
  claimReviewRequests,
  findOrderedProducts,
  findReviewRequestRecipients,
} from './reviews.repo.ts';

/** How long after delivery the customer is asked (decision 127): time to open and try it. */
export const REVIEW_REQUEST_DELAY_MS = 3 * 24 * 60 * 60 * 1000;
/** Orders claimed per transaction. */
const BATCH = 100;

export interface ReviewRequestOptions {
  db: Db;
  /** Where the mail's links point (PUBLIC_URL). */
  origin: string;
  shop: ShopContact;
  now?: () => Date;
}

/**
 * The review-request job (issue 33): each delivered order is asked about once, by one mail
 * listing its products, some days after delivery. Claiming marks the order asked in the same
 * transaction that queues the mail, so two processes never both ask. Orders of deleted or
 * deactivated accounts, or of customers who want no such mails, are marked asked with no mail.
 */
export function createReviewRequests({
  db,
  origin,
  shop,
  now = () => new Date(),
}: ReviewRequestOptions) {
  function mailFor(
    order: { orderNumber: string },
    customer: Awaited<ReturnType<typeof findReviewRequestRecipients>>[number],
    items: { productId: number | null; name: string; nameAr?: string | null }[],
  ): OutgoingMail {
    const { language } = customer;
    const texts = textsIn(language);
    const link = (path: string) => pageLink(language, origin, path);
    const unsubscribe = link(
      `/unsubscribe?token=${encodeURIComponent(customer.mailToken)}&list=review_requests`,
    );
    const number = ltr(language, order.orderNumber);
    // An Arabic mail names each product as the Arabic shop does, where staff wrote it.
    const nameOf = (item: (typeof items)[number]) =>
      isolated(language, (language === 'ar' && item.nameAr) || item.name);
    const mail = customerLetter(
      {
        kind: 'review-request',
        recipient: customer.email,
        subject: fill(texts.reviewSubject, { number }),
      },
      {
        greeting: greetingIn(
          language,
          isConfirmedAddress(customer.email, customer) ? customer.name : null,
        ),
        lines: [
          fill(texts.reviewAsk, { number }),
          '',
          ...items.map(
            (item) => `${nameOf(item)}: ${link(`/product/${item.productId}#write-review`)}`,
          ),
          '',
          fill(texts.reviewOnce, { link: unsubscribe }),
        ],
        questions: questionsIn(language, shop.supportPhone, shop.supportEmail),
        shopName: isolated(language, shop.shopName),
      },
    );
    return inLanguage(language, mail);
  }

  return {
    /** Asks about every order delivered long enough ago; answers how many mails it queued. */
    async sendDue(): Promise<number> {
      let queued = 0;
      for (;;) {
        const { claimed, mails } = await db.transaction(async (tx) => {
          const cutoff = new Date(now().getTime() - REVIEW_REQUEST_DELAY_MS);
          const orders = await claimReviewRequests(tx, cutoff, BATCH);
          const userIds = [...new Set(orders.flatMap((order) => order.userId ?? []))];
          const customers = new Map(
            (await findReviewRequestRecipients(tx, userIds)).map((row) => [row.id, row]),
          );
          const products = await findOrderedProducts(
            tx,
            orders.map((order) => order.id),
          );
          const mails: OutgoingMail[] = [];
          for (const order of orders) {
            const customer = order.userId === null ? undefined : customers.get(order.userId);
            const items = products.filter((item) => item.orderId === order.id);
            if (!customer?.wantsMail || items.length === 0) continue;
            mails.push(mailFor(order, customer, items));
          }
          await enqueueMails(tx, mails);
          return { claimed: orders.length, mails: mails.length };
        });
        queued += mails;
        if (claimed < BATCH) return queued;
      }
    },
  };
}
