import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { products, productSizes, stockAlerts } from '../../db/schema.ts';

// "Notify me when it's back" (issue 33, decision 128): the waiting alerts, and the claim that
// ends them as their mails are queued.

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The product as an alert needs it: shown in the shop or not, and the stock of one or all sizes. */
export async function findProductStock(db: Db, productId: number, sizeId: number | null) {
  const [product] = await db
    .select({
      id: products.id,
      name: products.name,
      isActive: products.isActive,
      archivedAt: products.archivedAt,
    })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  if (!product) return undefined;
  const sizes = await db
    .select({ id: productSizes.id, name: productSizes.name, stock: productSizes.stock })
    .from(productSizes)
    .where(
      and(
        eq(productSizes.productId, productId),
        sizeId === null ? undefined : eq(productSizes.id, sizeId),
      ),
    );
  return { ...product, sizes };
}

/**
 * Adds a waiting alert, or finds the one already waiting for this address and product/size (one
 * a customer made as a visitor is then tied to their account). Answers whether it is new.
 */
export async function upsertWaitingAlert(
  db: Db,
  alert: {
    productId: number;
    sizeId: number | null;
    email: string;
    userId: number | null;
    language: 'en' | 'ar';
  },
): Promise<boolean> {
  // Asked again, in another language: the mail is written in the latest one.
  const result = await db.execute(sql`
    INSERT INTO ${stockAlerts} (product_id, size_id, email, user_id, language)
    VALUES (${alert.productId}, ${alert.sizeId}, ${alert.email}, ${alert.userId}, ${alert.language})
    ON CONFLICT (product_id, coalesce(size_id, 0), lower(email)) WHERE notified_at IS NULL
    DO UPDATE SET user_id = coalesce(${stockAlerts}.user_id, excluded.user_id),
                  language = excluded.language
    RETURNING (xmax = 0) AS inserted`);
  return rowsOf<{ inserted: boolean }>(result)[0]?.inserted === true;
}

/** The sizes (null: any size) the customer's account or address waits for on a product. */
export async function findWaitingSizeIds(
  db: Db,
  productId: number,
  who: { userId: number; email: string },
) {
  const rows = await db
    .selectDistinct({ sizeId: stockAlerts.sizeId })
    .from(stockAlerts)
    .where(
      and(
        eq(stockAlerts.productId, productId),
        isNull(stockAlerts.notifiedAt),
        sql`(${stockAlerts.userId} = ${who.userId} OR lower(${stockAlerts.email}) = ${who.email.toLowerCase()})`,
      ),
    );
  return rows.map((row) => row.sizeId);
}

/** An alert by the token of its mail's link, with its product's name. */
export async function findAlertByToken(db: Db, token: string) {
  const [row] = await db
    .select({
      id: stockAlerts.id,
      notifiedAt: stockAlerts.notifiedAt,
      productName: products.name,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.token, token))
    .limit(1);
  return row;
}

/** Ends a waiting alert without a mail; false when it was sent (or ended) meanwhile. */
export async function deleteWaitingAlert(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(stockAlerts)
    .where(and(eq(stockAlerts.id, id), isNull(stockAlerts.notifiedAt)))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** Ends every waiting alert of an address (its owner stopped back-in-stock mails). */
export async function deleteWaitingAlertsOf(db: Db, email: string) {
  await db
    .delete(stockAlerts)
    .where(
      and(
        isNull(stockAlerts.notifiedAt),
        sql`lower(${stockAlerts.email}) = ${email.toLowerCase()}`,
      ),
    );
}

/** Whether any alert waits at all: one cheap statement before a claim (the usual answer: no). */
export async function anyWaitingAlert(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: stockAlerts.id })
    .from(stockAlerts)
    .where(isNull(stockAlerts.notifiedAt))
    .limit(1);
  return row !== undefined;
}

/** A waiting alert whose product or size has stock again, claimed by this process. */
export interface ClaimedAlert {
  id: number;
  product_id: number;
  product_name: string;
  /** The product's Arabic name, when staff wrote one (issue 34). */
  product_name_ar: string | null;
  size_name: string | null;
  email: string;
  /** The mail's language: the account's for a customer's alert, else the one it was asked in. */
  language: 'en' | 'ar';
  user_id: number | null;
  token: string;
  /** The token of the account whose address it is: its mails carry the list's link. */
  mail_token: string | null;
}

/**
 * Ends up to `limit` waiting alerts whose product is in the shop and whose size (or, for "any
 * size", one of its sizes) has stock, answering them. Rows another process holds are skipped and
 * a row it ended is seen ended (the lock re-reads it), so each alert is claimed once, whatever the
 * number of processes running this at once. Call it in the transaction that queues the mails.
 */
export async function claimRestockedAlerts(db: Db, limit: number): Promise<ClaimedAlert[]> {
  const result = await db.execute(sql`
    WITH claimed AS (
      UPDATE stock_alerts a SET notified_at = now()
       WHERE a.notified_at IS NULL AND a.id IN (
         SELECT s.id FROM stock_alerts s
           JOIN products p ON p.id = s.product_id
          WHERE s.notified_at IS NULL AND p.is_active AND p.archived_at IS NULL
            AND EXISTS (
              SELECT 1 FROM product_sizes z
               WHERE z.stock > 0
                 AND (z.id = s.size_id OR (s.size_id IS NULL AND z.product_id = s.product_id)))
          ORDER BY s.id
          LIMIT ${limit}
          FOR UPDATE OF s SKIP LOCKED)
      RETURNING a.id, a.product_id, a.size_id, a.email, a.user_id, a.token, a.language)
    SELECT c.id, c.product_id, p.name AS product_name, nullif(p.name_ar, '') AS product_name_ar,
           z.name AS size_name, c.email, c.user_id, c.token, u.mail_token,
           CASE WHEN c.user_id IS NOT NULL AND u.language IS NOT NULL THEN u.language
                ELSE c.language END AS language
      FROM claimed c
      JOIN products p ON p.id = c.product_id
      LEFT JOIN product_sizes z ON z.id = c.size_id
      LEFT JOIN users u ON u.id = c.user_id OR (c.user_id IS NULL AND lower(u.email) = lower(c.email))
     ORDER BY c.id`);
  return rowsOf<ClaimedAlert>(result);
}

/** How many alerts wait per product, for the given products (absent: none). */
export async function countWaitingAlerts(db: Db, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ productId: stockAlerts.productId, waiting: count() })
    .from(stockAlerts)
    .where(and(inArray(stockAlerts.productId, productIds), isNull(stockAlerts.notifiedAt)))
    .groupBy(stockAlerts.productId);
  return new Map(rows.map((row) => [row.productId, Number(row.waiting)]));
}
