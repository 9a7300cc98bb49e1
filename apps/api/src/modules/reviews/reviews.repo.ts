import { and, asc, count, desc, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { ReviewStatus } from '@petshop/contracts/reviews';
import type { Db } from '../../db/client.ts';
import {
  orderItems,
  orders,
  productReviews,
  products,
  reviewVotes,
  users,
} from '../../db/schema.ts';

export type ReviewRow = typeof productReviews.$inferSelect;

/** A review with what the pages show beside it: its author's name. */
export interface ReviewWithAuthor {
  review: ReviewRow;
  authorName: string;
  authorDeleted: boolean;
}

/** The product as reviews need it; an inactive one is no product to the shop's customers. */
export async function findReviewedProduct(db: Db, productId: number) {
  const [row] = await db
    .select({
      id: products.id,
      name: products.name,
      rating: products.rating,
      reviewCount: products.reviewCount,
      isActive: products.isActive,
    })
    .from(products)
    .where(eq(products.id, productId));
  return row;
}

/**
 * Holds the product's row for the rest of the transaction, so two review writes of one product
 * queue: the second reads the first's committed review when it counts (READ COMMITTED takes a new
 * snapshot per statement). Answers whether the product exists.
 */
export async function lockReviewedProduct(tx: Db, productId: number): Promise<boolean> {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  return rows.length > 0;
}

/**
 * The product's `rating` (average of published reviews, one decimal, 0 without any) and
 * `review_count`, counted from the reviews in one statement. Call it after lockReviewedProduct.
 */
export async function recountProductRating(tx: Db, productId: number) {
  await tx.execute(sql`
    UPDATE ${products} SET
      rating = agg.average,
      review_count = agg.n
    FROM (
      SELECT coalesce(round(avg(rating)::numeric, 1), 0) AS average, count(*)::int AS n
        FROM ${productReviews}
       WHERE product_id = ${productId} AND status = 'published'
    ) AS agg
    WHERE ${products.id} = ${productId}
      AND (${products.rating} IS DISTINCT FROM agg.average OR ${products.reviewCount} <> agg.n)`);
}

/** The newest delivered order of the customer that holds the product, or undefined. */
export async function findDeliveredOrderWith(db: Db, userId: number, productId: number) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'delivered'),
        eq(orderItems.productId, productId),
      ),
    )
    .orderBy(desc(orders.deliveredAt), desc(orders.id))
    .limit(1);
  return row?.id;
}

export async function findUserReview(db: Db, productId: number, userId: number) {
  const [row] = await db
    .select()
    .from(productReviews)
    .where(and(eq(productReviews.productId, productId), eq(productReviews.userId, userId)));
  return row;
}

export async function findReview(db: Db, reviewId: number) {
  const [row] = await db.select().from(productReviews).where(eq(productReviews.id, reviewId));
  return row;
}

export type ReviewValues = Pick<
  typeof productReviews.$inferInsert,
  'rating' | 'title' | 'body' | 'pictures' | 'status' | 'orderId'
>;

export async function insertReview(
  tx: Db,
  productId: number,
  userId: number,
  values: ReviewValues,
) {
  const [row] = await tx
    .insert(productReviews)
    .values({ productId, userId, ...values })
    .returning();
  return row!;
}

export async function updateReview(tx: Db, reviewId: number, values: Partial<ReviewRow>) {
  const [row] = await tx
    .update(productReviews)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productReviews.id, reviewId))
    .returning();
  return row!;
}

const published = (productId: number) =>
  and(eq(productReviews.productId, productId), eq(productReviews.status, 'published'));

/** Published reviews by stars: index 0 is 1 star. */
export async function countPublishedByStars(db: Db, productId: number): Promise<number[]> {
  const rows = await db
    .select({ rating: productReviews.rating, n: count() })
    .from(productReviews)
    .where(published(productId))
    .groupBy(productReviews.rating);
  const distribution = [0, 0, 0, 0, 0];
  for (const row of rows) distribution[row.rating - 1] = row.n;
  return distribution;
}

/** A page of published reviews, newest or most helpful first, with their authors. */
export async function listPublishedReviews(
  db: Db,
  productId: number,
  sort: 'newest' | 'helpful',
  limit: number,
  offset: number,
): Promise<ReviewWithAuthor[]> {
  const order =
    sort === 'helpful'
      ? [desc(productReviews.helpfulCount), desc(productReviews.createdAt), desc(productReviews.id)]
      : [desc(productReviews.createdAt), desc(productReviews.id)];
  const rows = await db
    .select({ review: productReviews, authorName: users.name, deletedAt: users.deletedAt })
    .from(productReviews)
    .innerJoin(users, eq(users.id, productReviews.userId))
    .where(published(productId))
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => ({
    review: row.review,
    authorName: row.authorName,
    authorDeleted: row.deletedAt !== null,
  }));
}

export async function findAuthor(db: Db, userId: number) {
  const [row] = await db
    .select({ name: users.name, deletedAt: users.deletedAt })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Ids of the product's reviews the customer found helpful. */
export async function findVotedReviewIds(db: Db, productId: number, userId: number) {
  const rows = await db
    .select({ id: reviewVotes.reviewId })
    .from(reviewVotes)
    .innerJoin(productReviews, eq(productReviews.id, reviewVotes.reviewId))
    .where(and(eq(productReviews.productId, productId), eq(reviewVotes.userId, userId)))
    .orderBy(asc(reviewVotes.reviewId));
  return rows.map((row) => row.id);
}

/**
 * Records the customer's vote once; a second is no change. Answers the review's helpful count
 * after it.
 */
export async function addHelpfulVote(tx: Db, reviewId: number, userId: number) {
  const inserted = await tx
    .insert(reviewVotes)
    .values({ reviewId, userId })
    .onConflictDoNothing()
    .returning({ reviewId: reviewVotes.reviewId });
  if (inserted.length > 0) {
    const [row] = await tx
      .update(productReviews)
      .set({ helpfulCount: sql`${productReviews.helpfulCount} + 1` })
      .where(eq(productReviews.id, reviewId))
      .returning({ helpfulCount: productReviews.helpfulCount });
    return row!.helpfulCount;
  }
  const [row] = await tx
    .select({ helpfulCount: productReviews.helpfulCount })
    .from(productReviews)
    .where(eq(productReviews.id, reviewId));
  return row!.helpfulCount;
}

/** The newest published reviews, for the product page's structured data. */
export function newestPublishedReviews(db: Db, productId: number, limit: number) {
  return listPublishedReviews(db, productId, 'newest', limit, 0);
}

/* ---------------------------------------------------------------- back office */

export interface AdminReviewFilter {
  status?: ReviewStatus | undefined;
  stars?: number | undefined;
  pictures?: boolean | undefined;
  q?: string | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function adminConditions(filter: AdminReviewFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filter.status) conditions.push(eq(productReviews.status, filter.status));
  if (filter.stars) conditions.push(eq(productReviews.rating, filter.stars));
  if (filter.pictures !== undefined) {
    conditions.push(
      filter.pictures
        ? sql`jsonb_array_length(${productReviews.pictures}) > 0`
        : sql`jsonb_array_length(${productReviews.pictures}) = 0`,
    );
  }
  if (filter.q) {
    const like = `%${escapeLike(filter.q)}%`;
    conditions.push(
      or(
        ilike(products.name, like),
        ilike(users.name, like),
        ilike(users.email, like),
        ilike(productReviews.title, like),
        ilike(productReviews.body, like),
      ),
    );
  }
  return and(...conditions);
}

/** A review as the back office reads it: with its product's name, customer and order number. */
const selectAdminReviews = (db: Db) =>
  db
    .select({
      review: productReviews,
      productName: products.name,
      customerName: users.name,
      customerEmail: users.email,
      orderNumber: orders.orderNumber,
    })
    .from(productReviews)
    .innerJoin(products, eq(products.id, productReviews.productId))
    .innerJoin(users, eq(users.id, productReviews.userId))
    .leftJoin(orders, eq(orders.id, productReviews.orderId))
    .$dynamic();

/** The back office's list, newest first, with the product, customer and order. */
export async function listAdminReviews(
  db: Db,
  filter: AdminReviewFilter,
  limit: number,
  offset: number,
) {
  const where = adminConditions(filter);
  const [rows, [total], [pending]] = await Promise.all([
    selectAdminReviews(db)
      .where(where)
      .orderBy(desc(productReviews.createdAt), desc(productReviews.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: count() })
      .from(productReviews)
      .innerJoin(products, eq(products.id, productReviews.productId))
      .innerJoin(users, eq(users.id, productReviews.userId))
      .where(where),
    db.select({ n: count() }).from(productReviews).where(eq(productReviews.status, 'pending')),
  ]);
  return { rows, total: total?.n ?? 0, pending: pending?.n ?? 0 };
}

export type AdminReviewRow = Awaited<ReturnType<typeof listAdminReviews>>['rows'][number];

export async function findAdminReview(db: Db, reviewId: number) {
  const [row] = await selectAdminReviews(db).where(eq(productReviews.id, reviewId));
  return row;
}

/** Holds a review for the rest of the transaction. */
export async function lockReview(tx: Db, reviewId: number) {
  const [row] = await tx
    .select()
    .from(productReviews)
    .where(eq(productReviews.id, reviewId))
    .for('update');
  return row;
}

/* ---------------------------------------------------------------- review requests */

/**
 * Claims up to `limit` delivered orders not yet asked about, delivered before `deliveredBefore`:
 * each is marked asked in the claiming transaction, so however many processes run this, each
 * order is claimed once (SKIP LOCKED passes over another run's rows). Answers the orders with
 * their customer.
 */
export async function claimReviewRequests(tx: Db, deliveredBefore: Date, limit: number) {
  const claimed = await tx.execute(
    sql`
    UPDATE ${orders} SET review_requested_at = now()
     WHERE id IN (
       SELECT id FROM ${orders}
        WHERE review_requested_at IS NULL AND status = 'delivered'
          AND delivered_at < ${deliveredBefore.toISOString()}::timestamptz
        ORDER BY delivered_at, id
        LIMIT ${limit}
        FOR UPDATE SKIP LOCKED)
       AND review_requested_at IS NULL
    RETURNING id, user_id, order_number`,
  );
  const { rows } = claimed as unknown as {
    rows: { id: number; user_id: number | null; order_number: string }[];
  };
  return rows.map((row) => ({
    id: Number(row.id),
    userId: row.user_id === null ? null : Number(row.user_id),
    orderNumber: row.order_number,
  }));
}

/** The customers to ask, and whether they may be asked (live account, mails wanted). */
export async function findReviewRequestRecipients(db: Db, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      mailToken: users.mailToken,
      wantsMail: users.mailReviewRequests,
      language: users.language,
    })
    .from(users)
    .where(and(inArray(users.id, userIds), isNull(users.deletedAt), isNull(users.deactivatedAt)));
}

/** The distinct products of the orders that still exist and are on sale, in order of the lines. */
export async function findOrderedProducts(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectDistinctOn([orderItems.orderId, orderItems.productId], {
      orderId: orderItems.orderId,
      productId: orderItems.productId,
      name: products.name,
      nameAr: products.nameAr,
    })
    .from(orderItems)
    .innerJoin(products, eq(products.id, orderItems.productId))
    .where(and(inArray(orderItems.orderId, orderIds), eq(products.isActive, true)))
    .orderBy(asc(orderItems.orderId), asc(orderItems.productId));
}

/** The products a customer reviewed, held in id order (as every review write holds one). */
export async function lockCustomerReviewedProducts(tx: Db, userId: number) {
  const rows = await tx
    .select({ id: products.id })
    .from(products)
    .where(
      inArray(
        products.id,
        tx
          .select({ id: productReviews.productId })
          .from(productReviews)
          .where(eq(productReviews.userId, userId)),
      ),
    )
    .orderBy(asc(products.id))
    .for('update');
  return rows.map((row) => row.id);
}

export async function deleteCustomerReviews(tx: Db, userId: number) {
  await tx.delete(productReviews).where(eq(productReviews.userId, userId));
}
