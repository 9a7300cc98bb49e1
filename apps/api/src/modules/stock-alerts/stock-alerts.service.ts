import type { Language } from '@petshop/contracts/language';
import { STOCK_ALERT_MESSAGES } from '@petshop/contracts/reviews';
import type { Database, Db } from '../../db/client.ts';
import type { SharedCounts } from '../../lib/shared-counts.repo.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import { updateMailLists } from '../account/users.service.ts';
import { sizeLabel } from '../inventory/inventory.service.ts';
import { customerLetter } from '../mail/customer-letter.ts';
import {
  fill,
  inLanguage,
  isolated,
  pageLink,
  questionsIn,
  textsIn,
} from '../mail/mail-language.ts';
import { enqueueMails, type OutgoingMail } from '../mail/mail.repo.ts';
import type { ShopContact } from '../mail/shop-contact.ts';
import { addNotifications, type NewNotification } from '../notifications/notifications.service.ts';
import {
  anyWaitingAlert,
  claimRestockedAlerts,
  countWaitingAlerts,
  deleteWaitingAlert,
  deleteWaitingAlertsOf,
  findAlertByToken,
  findProductStock,
  findWaitingSizeIds,
  upsertWaitingAlert,
  type ClaimedAlert,
} from './stock-alerts.repo.ts';

/** New alerts one address may ask for in an hour (anyone can type an address: decision 128). */
export const ALERTS_PER_ADDRESS_PER_HOUR = 20;
const HOUR_MS = 60 * 60 * 1000;
/**
 * How long a kick waits for more stock changes before looking: an import or a seed changing many
 * sizes is one look, not one per size.
 */
const KICK_DELAY_MS = 200;
/** Alerts claimed (and mailed) per transaction. */
const CLAIM_BATCH = 100;

export const BACK_IN_STOCK_MAIL = 'back-in-stock';
const PRODUCT_NOT_FOUND = 'Product not found.';
const EMAIL_REQUIRED = 'The email field is required.';

export interface StockAlertsOptions {
  database: Database;
  counts: SharedCounts;
  shop: ShopContact;
  /** Where the mails' links point (PUBLIC_URL). */
  linkOrigin: string;
  /** Starts delivering the mails queued (the outbox). */
  kickMail: () => void;
  log: { error(details: object, message: string): void };
}

/** Ends every waiting alert of an address, in the caller's transaction (it left the list). */
export const endWaitingAlertsOf = (tx: Db, email: string) => deleteWaitingAlertsOf(tx, email);

/** The back-in-stock mail of one alert: the product, its link, and how to stop such mails. */
function backInStockMail(
  alert: ClaimedAlert,
  label: string,
  shop: ShopContact,
  origin: string,
): OutgoingMail {
  const { language } = alert;
  const texts = textsIn(language);
  const product = isolated(language, label);
  const link = (path: string) => pageLink(language, origin, path);
  return inLanguage(
    language,
    customerLetter(
      {
        kind: BACK_IN_STOCK_MAIL,
        recipient: alert.email,
        subject: fill(texts.backInStockSubject, { product }),
      },
      {
        // The address may have been typed by anyone: no name (decision 082).
        greeting: texts.greetingNoName,
        lines: [
          fill(texts.backInStockNews, { product, shop: isolated(language, shop.shopName) }),
          '',
          fill(texts.backInStockSee, { link: link(`/product/${alert.product_id}`) }),
          '',
          texts.backInStockOnce,
          fill(texts.backInStockThisAlert, { link: link(`/unsubscribe?alert=${alert.token}`) }),
          ...(alert.mail_token
            ? [
                fill(texts.backInStockNoMore, {
                  link: link(`/unsubscribe?token=${alert.mail_token}&list=back_in_stock`),
                }),
              ]
            : []),
        ],
        questions: questionsIn(language, shop.supportPhone, shop.supportEmail),
        shopName: isolated(language, shop.shopName),
      },
    ),
  );
}

/**
 * "Notify me when it's back" (issue 33, decision 128): visitors and customers wait for a product
 * or a size; when it has stock again each waiting address gets one mail and its alert ends.
 */
export function createStockAlertsService(options: StockAlertsOptions) {
  const { database, counts, shop, linkOrigin, kickMail, log } = options;
  const db = database.db;

  /**
   * Queues the mails (and the customers' notifications) of every waiting alert whose product or
   * size has stock now, one batch a transaction; answers how many were sent. Each alert is claimed
   * once across processes, and ends in the transaction that queues its mail.
   */
  async function notifyRestocked(): Promise<number> {
    if (!(await anyWaitingAlert(db))) return 0;
    let sent = 0;
    for (;;) {
      const claimed = await db.transaction(async (tx) => {
        const alerts = await claimRestockedAlerts(tx, CLAIM_BATCH);
        const mails: OutgoingMail[] = [];
        const told: NewNotification[] = [];
        for (const alert of alerts) {
          const label =
            alert.size_name === null
              ? alert.product_name
              : sizeLabel(alert.product_name, alert.size_name);
          // An Arabic mail names the product as the Arabic shop does, where staff wrote it.
          const mailName =
            alert.language === 'ar' && alert.product_name_ar
              ? alert.size_name === null
                ? alert.product_name_ar
                : sizeLabel(alert.product_name_ar, alert.size_name)
              : label;
          mails.push(backInStockMail(alert, mailName, shop, linkOrigin));
          if (alert.user_id !== null) {
            told.push({
              userId: alert.user_id,
              kind: 'back-in-stock',
              title: `${label} is back in stock`,
              body: 'You asked us to tell you when it was back. Order it before it runs out again.',
              link: `/product/${alert.product_id}`,
            });
          }
        }
        await enqueueMails(tx, mails);
        await addNotifications(tx, told);
        return alerts.length;
      });
      sent += claimed;
      if (claimed < CLAIM_BATCH) break;
    }
    if (sent > 0) kickMail();
    return sent;
  }

  // The kick after a stock change: one run at a time in this process, and one more after it
  // when another kick came meanwhile. Closing the app waits for the run under way.
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  const runKicked = (): Promise<void> => {
    running = notifyRestocked()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, 'sending back-in-stock alerts failed'),
      )
      .finally(() => {
        running = undefined;
        if (again && !closed) {
          again = false;
          void runKicked();
        }
      });
    return running;
  };

  return {
    /**
     * POST /api/products/:id/stock-alerts: waits for the product (any size) or one size. A
     * customer's account address is used; a visitor gives one. 409 while it has stock; the same
     * answer when the address already waits.
     */
    async subscribe(
      productId: number,
      input: { email?: string | undefined; size_id?: number | null | undefined },
      user: { id: number; email: string } | null,
      language: Language = 'en',
    ) {
      const email = (user?.email ?? input.email)?.toLowerCase();
      if (!email) throw new ValidationError({ email: [EMAIL_REQUIRED] });
      const sizeId = input.size_id ?? null;
      const product = await findProductStock(db, productId, sizeId);
      if (!product || !product.isActive || product.archivedAt !== null) {
        throw new NotFoundError(PRODUCT_NOT_FOUND);
      }
      if (sizeId !== null && product.sizes.length === 0) {
        throw new NotFoundError(STOCK_ALERT_MESSAGES.sizeNotFound);
      }
      if (product.sizes.some((size) => size.stock > 0)) {
        throw new AppError(409, STOCK_ALERT_MESSAGES.inStock);
      }
      const key = `stock-alert:${email}`;
      const now = Date.now();
      const current = (await counts.read([key], now)).get(key);
      const answer = {
        product_id: productId,
        size_id: sizeId,
        email,
        message: STOCK_ALERT_MESSAGES.waiting(email),
      };
      const isNew = await db.transaction(async (tx) => {
        // Asking for an alert is asking for its mail: the account is back on the list.
        if (user) await updateMailLists(tx, user.id, { mailBackInStock: true });
        if ((current?.count ?? 0) >= ALERTS_PER_ADDRESS_PER_HOUR) {
          // Still the same answer for one already waiting: nothing new is asked.
          const waiting = await findWaitingSizeIds(tx, productId, {
            userId: user?.id ?? 0,
            email,
          });
          if (waiting.includes(sizeId)) return false;
          throw new AppError(429, STOCK_ALERT_MESSAGES.tooMany);
        }
        return upsertWaitingAlert(tx, {
          productId,
          sizeId,
          email,
          userId: user?.id ?? null,
          language,
        });
      });
      if (isNew) await counts.add(key, 1, now, HOUR_MS);
      return answer;
    },

    /** GET /api/products/:id/stock-alerts: the sizes (null: any) the customer waits for. */
    async mine(productId: number, user: { id: number; email: string }) {
      return {
        size_ids: await findWaitingSizeIds(db, productId, { userId: user.id, email: user.email }),
      };
    },

    /**
     * POST /api/stock-alerts/unsubscribe: the mail's link ends its alert, without logging in. An
     * alert already sent answers kindly that it has ended; an unknown token is a 404.
     */
    async unsubscribe(token: string) {
      const alert = await findAlertByToken(db, token);
      if (!alert) throw new NotFoundError(STOCK_ALERT_MESSAGES.unknownLink);
      if (alert.notifiedAt !== null || !(await deleteWaitingAlert(db, alert.id))) {
        return { product_name: alert.productName, message: STOCK_ALERT_MESSAGES.alreadySent };
      }
      return { product_name: alert.productName, message: STOCK_ALERT_MESSAGES.unsubscribed };
    },

    notifyRestocked,

    /**
     * A stock may have changed (a staff adjustment, an import, a refund's restock, another
     * process's NOTIFY): the waiting alerts are looked at soon, without holding the caller.
     */
    kick(): void {
      if (closed) return;
      if (running) {
        again = true;
        return;
      }
      if (timer) return;
      timer = setTimeout(() => {
        timer = undefined;
        if (!closed) void runKicked();
      }, KICK_DELAY_MS);
    },

    /** Resolves once no kicked run is pending or under way (tests; closing the app). */
    async settled(): Promise<void> {
      while (timer || running) {
        if (running) await running;
        else await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },

    /** Stops kicking and waits for the run under way. */
    async close(): Promise<void> {
      closed = true;
      clearTimeout(timer);
      timer = undefined;
      await running;
    },

    /** How many alerts wait per product (the back office's restocking hint). */
    waitingCounts: (productIds: number[]) => countWaitingAlerts(db, productIds),
  };
}

export type StockAlertsService = ReturnType<typeof createStockAlertsService>;
