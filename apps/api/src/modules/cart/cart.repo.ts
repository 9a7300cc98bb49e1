import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Queryable, Statement } from '../../db/client.ts';
import { cartItems, productSizes, products, users } from '../../db/schema.ts';
import { sizePricePair, type PricePair } from '../../lib/money.ts';
import { sessionValues, validSessionSql, type SessionKey } from '../auth/auth.repo.ts';

// The cart calls run on every click of "Add to cart" and every cart view: their statements are
// written out and prepared, one round trip per call (see docs/decisions/009-performance.md).

/** The channel of migration 0020's triggers: a customer's id, or '*' for everyone. */
export const CART_CHANNEL = 'cart_changed';

/**
 * Turns on migration 0020's notifications for this database session: on PGlite, the only one, so
 * every write of the process announces itself (decision 109).
 */
export async function announceCartChanges(db: Db): Promise<void> {
  await db.execute(sql`SET petshop.cart_notify = 'on'`);
}

/** A cart line with what its answer shows: the size, the product as priced now, its images. */
export interface CartLineRow {
  id: number;
  userId: number;
  productId: number;
  productSizeId: number;
  quantity: number;
  /** The size's own price and offer (null: the product's; see sizePricePair). */
  size: {
    name: string;
    stock: number;
    priceFils: number | null;
    offerPriceFils: number | null;
    skuSuffix: string | null;
  };
  product: {
    name: string;
    /** The name in Arabic (issue 34); null where staff wrote none. */
    nameAr: string | null;
    description: string;
    sku: string;
    packaging: string | null;
    priceFils: number;
    offerPriceFils: number | null;
    isActive: boolean;
    /** In gallery order. */
    images: { id: number; path: string }[];
  };
}

/** What a line's answer shows (the cart read and the cart add): a line without the product's text. */
export type CartLineShown = Omit<CartLineRow, 'product'> & {
  product: Omit<CartLineRow['product'], 'description' | 'isActive'>;
};

/** What a line's unit sells at: its size's price and offer (decision 032), as the catalog is now. */
export const linePricePair = (line: CartLineShown): PricePair =>
  sizePricePair(line.product, line.size);

/** The columns of a line as LINE_COLUMNS selects them (c: the line, s: its size, p: its product). */
interface LineColumns {
  id: number;
  user_id: number;
  product_id: number;
  product_size_id: number;
  quantity: number;
  size_name: string;
  stock: number;
  size_price_fils: number | null;
  size_offer_price_fils: number | null;
  size_sku_suffix: string | null;
  name: string;
  name_ar: string | null;
  description: string;
  sku: string;
  packaging: string | null;
  price_fils: number;
  offer_price_fils: number | null;
  is_active: boolean;
  images: { id: number; path: string }[];
}

const LINE_COLUMNS = `c.id, c.user_id, c.product_id, c.product_size_id, c.quantity,
       s.name AS size_name, s.stock,
       s.price_fils AS size_price_fils, s.offer_price_fils AS size_offer_price_fils,
       s.sku_suffix AS size_sku_suffix,
       p.name, p.name_ar, p.description, p.sku, p.packaging, p.price_fils, p.offer_price_fils, p.is_active,
       coalesce((SELECT json_agg(json_build_object('id', i.id, 'path', i.path)
                                 ORDER BY i.position, i.id)
                   FROM product_images i WHERE i.product_id = p.id), '[]'::json) AS images`;

function toCartLine(row: LineColumns): CartLineRow {
  return {
    id: row.id,
    userId: row.user_id,
    productId: row.product_id,
    productSizeId: row.product_size_id,
    quantity: row.quantity,
    size: {
      name: row.size_name,
      stock: row.stock,
      priceFils: row.size_price_fils,
      offerPriceFils: row.size_offer_price_fils,
      skuSuffix: row.size_sku_suffix,
    },
    product: {
      name: row.name,
      nameAr: row.name_ar,
      description: row.description,
      sku: row.sku,
      packaging: row.packaging,
      priceFils: row.price_fils,
      offerPriceFils: row.offer_price_fils,
      isActive: row.is_active,
      images: row.images,
    },
  };
}

/**
 * A customer's lines (`userId`: SQL answering the customer's id) as `c`, with each line's size
 * (`s`) and product (`p`) found by its key. The lines come through cart_lines_of (migration 0032),
 * which reads them by the cart's index whatever the statistics say: a plan made while the table
 * was nearly empty scanned all of it on every read once it had grown. The planner guesses a
 * customer's lines from the average over all carts: a few customers with hundreds of lines had it
 * hash the whole catalog for a cart of four (18 ms instead of 0.5 ms at 10,000 products). OFFSET 0
 * keeps each lookup a subquery of its own, so the plan is an index lookup per line whatever the
 * guess.
 */
const cartLinesFrom = (userId: string) => `cart_lines_of(${userId}) c
 CROSS JOIN LATERAL (SELECT * FROM product_sizes WHERE id = c.product_size_id OFFSET 0) s
 CROSS JOIN LATERAL (SELECT * FROM products WHERE id = c.product_id OFFSET 0) p`;

const CART_LINES: Statement = {
  name: 'cart_lines',
  text: `SELECT ${LINE_COLUMNS}
  FROM ${cartLinesFrom('$1::int')}
 ORDER BY c.id`,
};

/** The customer's cart with product, size and images, oldest line first. */
export async function findCartLines(database: Queryable, userId: number): Promise<CartLineRow[]> {
  const rows = await database.query<LineColumns>(CART_LINES, [userId]);
  return rows.map(toCartLine);
}

/**
 * What a line's answer shows (CartLineShown), as one JSON array: read as one value, where the
 * driver would make an object of two dozen columns per line (c: the line, s: its size, p: its
 * product).
 */
const LINE_SHOWN = `json_build_array(c.id, c.product_id, c.product_size_id, c.quantity,
         s.name, s.stock, s.price_fils, s.offer_price_fils, s.sku_suffix,
         p.name, p.name_ar, p.sku, p.packaging, p.price_fils, p.offer_price_fils,
         (SELECT coalesce(json_agg(json_build_array(i.id, i.path) ORDER BY i.position, i.id),
                          '[]'::json)
            FROM product_images i WHERE i.product_id = p.id))`;

type LineShownJson = [
  id: number,
  productId: number,
  productSizeId: number,
  quantity: number,
  sizeName: string,
  stock: number,
  sizePriceFils: number | null,
  sizeOfferPriceFils: number | null,
  sizeSkuSuffix: string | null,
  name: string,
  nameAr: string | null,
  sku: string,
  packaging: string | null,
  priceFils: number,
  offerPriceFils: number | null,
  images: [id: number, path: string][],
];

function toLineShown(userId: number, line: LineShownJson): CartLineShown {
  const [id, productId, productSizeId, quantity, sizeName, stock, sizePriceFils] = line;
  return {
    id,
    userId,
    productId,
    productSizeId,
    quantity,
    size: {
      name: sizeName,
      stock,
      priceFils: sizePriceFils,
      offerPriceFils: line[7],
      skuSuffix: line[8],
    },
    product: {
      name: line[9],
      nameAr: line[10],
      sku: line[11],
      packaging: line[12],
      priceFils: line[13],
      offerPriceFils: line[14],
      images: line[15].map(([imageId, path]) => ({ id: imageId, path })),
    },
  };
}

/**
 * The same for the bearer of a session, checked in the same statement: no row, no customer. One
 * row, the lines as one JSON array, oldest first.
 */
export const SESSION_CART: Statement = {
  name: 'cart_lines_session',
  text: `SELECT customer.user_id AS customer_id, customer.expires_at AS session_expires_at,
       (SELECT coalesce(json_agg(${LINE_SHOWN} ORDER BY c.id), '[]'::json)
          FROM ${cartLinesFrom('customer.user_id')}) AS lines
  FROM (${validSessionSql('$1', '$2')}) customer`,
};

/** A session's customer, when the session ends, and their cart lines. */
export interface SessionCart {
  userId: number;
  sessionExpiresAt: Date;
  lines: CartLineShown[];
}

/** The cart of a session's customer in one round trip; undefined when the session is not valid. */
export async function findSessionCartLines(
  database: Queryable,
  session: SessionKey,
): Promise<SessionCart | undefined> {
  const [row] = await database.query<{
    customer_id: number;
    session_expires_at: Date | string;
    lines: LineShownJson[];
  }>(SESSION_CART, sessionValues(session));
  if (!row) return undefined;
  return {
    userId: row.customer_id,
    sessionExpiresAt: new Date(row.session_expires_at),
    lines: row.lines.map((line) => toLineShown(row.customer_id, line)),
  };
}

/**
 * Chooses the size (the one asked for if it is the product's, else the first in stock, else the
 * first) and adds the units while the line stays within the stock and the line maximum, all in
 * one statement. The guard is on the row itself (ON CONFLICT's WHERE), so two adds racing for the
 * same line never take it past the limit. What the line held before is the written line less the
 * units, or, when the units were refused, read for the answer: the hot path reads cart_items only
 * through the conflict's unique index, whatever plan the statement was prepared with (a plan
 * made while the table was nearly empty would scan it).
 *
 * `customer` is SQL answering the customer's user_id in one row, or no row: then nothing is
 * written and the answer says so. Its placeholders follow the statement's four ($5 on).
 */
function addToCartStatement(name: string, customer: string): Statement {
  return {
    name,
    text: `WITH customer AS (
  ${customer}
), p AS (
  SELECT id, name, name_ar, sku, packaging, price_fils, offer_price_fils
    FROM products
   WHERE id = $1::int AND is_active
), s AS (
  SELECT s.id, s.name, s.stock, s.price_fils, s.offer_price_fils, s.sku_suffix,
         least(s.stock, $4::int) AS line_limit
    FROM product_sizes s
    JOIN p ON p.id = s.product_id
   WHERE $2::int IS NULL OR s.id = $2::int
   ORDER BY s.stock > 0 DESC, s.position, s.id
   LIMIT 1
), line AS (
  INSERT INTO cart_items AS cart (user_id, product_id, product_size_id, quantity)
  SELECT customer.user_id, $1::int, s.id, $3::int
    FROM s, customer
   WHERE $3::int <= s.line_limit
  ON CONFLICT (user_id, product_size_id) DO UPDATE
     SET quantity = cart.quantity + excluded.quantity, updated_at = now()
   WHERE cart.quantity + excluded.quantity <= (SELECT line_limit FROM s)
  RETURNING id, user_id, product_id, product_size_id, quantity
)
SELECT customer.user_id AS customer_id, p.id IS NOT NULL AS product_found,
       s.id AS chosen_size_id, s.name AS size_name, s.stock, p.name, p.name_ar,
       CASE WHEN c.id IS NOT NULL THEN c.quantity - $3::int
            ELSE coalesce((SELECT h.quantity
                             FROM cart_lines_of(customer.user_id) h
                            WHERE h.product_size_id = s.id), 0)
       END AS in_cart,
       CASE WHEN c.id IS NOT NULL THEN ${LINE_SHOWN} END AS line
  FROM (SELECT 1) AS answer -- one row, whatever is missing
  LEFT JOIN customer ON true
  LEFT JOIN p ON true
  LEFT JOIN s ON true
  LEFT JOIN line c ON true`,
  };
}

/** For a customer already known (moving a wishlist item, inside its transaction). */
const ADD_TO_CART = addToCartStatement('cart_add', 'SELECT $5::int AS user_id');

/**
 * For the bearer of a token: the session is checked by the same rule as every customer call
 * (validSessionSql), in the same round trip as the add (see docs/decisions/009-performance.md).
 */
const ADD_TO_CART_FOR_SESSION = addToCartStatement('cart_add_session', validSessionSql('$5', '$6'));

/** The row of an add: null columns for what is missing (customer, product, size, line). */
interface AddColumns {
  customer_id: number | null;
  product_found: boolean;
  /** The chosen size (s), null when there is none. */
  chosen_size_id: number | null;
  size_name: string | null;
  stock: number | null;
  name: string | null;
  name_ar: string | null;
  in_cart: number;
  /** The line as written, null when the units were refused. */
  line: LineShownJson | null;
}

export interface AddOutcome {
  productName: string;
  /** The product's Arabic name, null when staff wrote none (its stock messages in Arabic). */
  productNameAr: string | null;
  /** The size chosen; null when the product has no such size (or no size at all). */
  size: { id: number; name: string; stock: number } | null;
  /** Units of that size the cart held before. */
  inCart: number;
  /** The line as it is now; null when the guard refused the units. */
  line: CartLineShown | null;
}

export interface AddRequest {
  productId: number;
  productSizeId: number | null;
  quantity: number;
}

/**
 * Adds units to a line for a size (see addToCartStatement), for a customer known by id or by a
 * session to check. 'no customer': the session is not valid, nothing was written; 'no product':
 * no such product on sale.
 */
export async function addToCart(
  database: Queryable,
  customer: { userId: number } | { session: SessionKey },
  request: AddRequest,
  maxQuantity: number,
): Promise<AddOutcome | 'no customer' | 'no product'> {
  const values = [request.productId, request.productSizeId, request.quantity, maxQuantity];
  const rows =
    'session' in customer
      ? await database.query<AddColumns>(ADD_TO_CART_FOR_SESSION, [
          ...values,
          ...sessionValues(customer.session),
        ])
      : await database.query<AddColumns>(ADD_TO_CART, [...values, customer.userId]);
  const row = rows[0]!; // always one (see the statement's FROM)
  if (row.customer_id === null) return 'no customer';
  if (!row.product_found) return 'no product';
  return {
    productName: row.name!,
    productNameAr: row.name_ar,
    size:
      row.chosen_size_id === null
        ? null
        : { id: row.chosen_size_id, name: row.size_name!, stock: row.stock! },
    inCart: row.in_cart,
    line: row.line === null ? null : toLineShown(row.customer_id, row.line),
  };
}

const UPDATE_CART_LINE: Statement = {
  name: 'cart_update',
  text: `WITH changed AS (
  UPDATE cart_items cart
     SET quantity = $3::int, updated_at = now()
    FROM product_sizes s
   WHERE cart.id = $2::int AND cart.user_id = $1::int AND s.id = cart.product_size_id
     AND $3::int <= s.stock
  RETURNING cart.id, cart.quantity
)
SELECT changed.id IS NOT NULL AS changed, ${LINE_COLUMNS}
  FROM (SELECT id, user_id, product_id, product_size_id,
               coalesce((SELECT quantity FROM changed), quantity) AS quantity
          FROM cart_items
         WHERE id = $2::int AND user_id = $1::int) c
  JOIN product_sizes s ON s.id = c.product_size_id
  JOIN products p ON p.id = c.product_id
  LEFT JOIN changed ON true`,
};

/**
 * Sets a line of the customer's cart to a quantity within its size's stock. Answers the line as
 * it is afterwards and whether it changed (it does not past the stock); undefined: no such line.
 */
export async function setCartLineQuantity(
  database: Queryable,
  userId: number,
  cartItemId: number,
  quantity: number,
): Promise<{ changed: boolean; line: CartLineRow } | undefined> {
  const [row] = await database.query<LineColumns & { changed: boolean }>(UPDATE_CART_LINE, [
    userId,
    cartItemId,
    quantity,
  ]);
  return row && { changed: row.changed, line: toCartLine(row) };
}

const DELETE_CART_LINE: Statement = {
  name: 'cart_delete',
  text: 'DELETE FROM cart_items WHERE id = $2::int AND user_id = $1::int RETURNING id',
};

export async function deleteCartLine(database: Queryable, userId: number, cartItemId: number) {
  const deleted = await database.query<{ id: number }>(DELETE_CART_LINE, [userId, cartItemId]);
  return deleted.length > 0;
}

/**
 * Holds the customer's cart for the rest of the transaction: checkouts and orders of one customer
 * queue here, so one cart becomes one order. The lock is on the customer's row (NO KEY UPDATE:
 * adding to the cart, which only checks the row exists, is not held up).
 */
export async function lockCustomerCart(tx: Db, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/**
 * Takes a placed order's units out of the customer's cart, in the order's transaction: a line goes
 * when nothing is left of it.
 */
export async function takePurchasedLines(
  tx: Db,
  userId: number,
  items: { productSizeId: number | null; quantity: number }[],
) {
  for (const { productSizeId, quantity } of items) {
    if (productSizeId === null) continue;
    const owned = and(eq(cartItems.userId, userId), eq(cartItems.productSizeId, productSizeId));
    await tx.delete(cartItems).where(and(owned, sql`${cartItems.quantity} <= ${quantity}`));
    await tx
      .update(cartItems)
      .set({ quantity: sql`${cartItems.quantity} - ${quantity}`, updatedAt: sql`now()` })
      .where(owned);
  }
}

/** What a merge needs to know of a product asked for: its name and whether it is on sale. */
export interface MergeProduct {
  id: number;
  name: string;
  isActive: boolean;
}

/** What a merge needs to know of a size asked for: whose it is and how many are on hand. */
export interface MergeSize {
  id: number;
  productId: number;
  name: string;
  stock: number;
}

/** The products and sizes a merge names (one query each), whatever their state. */
export async function findMergeCatalog(
  tx: Db,
  productIds: number[],
  sizeIds: number[],
): Promise<{ products: MergeProduct[]; sizes: MergeSize[] }> {
  const [productRows, sizeRows] = [
    await tx
      .select({ id: products.id, name: products.name, isActive: products.isActive })
      .from(products)
      .where(inArray(products.id, productIds)),
    await tx
      .select({
        id: productSizes.id,
        productId: productSizes.productId,
        name: productSizes.name,
        stock: productSizes.stock,
      })
      .from(productSizes)
      .where(inArray(productSizes.id, sizeIds)),
  ];
  return { products: productRows, sizes: sizeRows };
}

/**
 * The customer's lines of these sizes, locked for the rest of the transaction: an add or another
 * merge of the same line waits until this merge has written it.
 */
export async function lockCartLines(
  tx: Db,
  userId: number,
  sizeIds: number[],
): Promise<Map<number, number>> {
  const rows = await tx
    .select({ sizeId: cartItems.productSizeId, quantity: cartItems.quantity })
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productSizeId, sizeIds)))
    .for('update');
  return new Map(rows.map((row) => [row.sizeId, row.quantity]));
}

/**
 * Adds units to the customer's line of a size, capped by the size's stock as it is at the write
 * and by `maxQuantity`; a line already above the cap (the stock fell since) keeps what it has.
 * The cap sits in the statement, so a line created or raised by a request racing this one is
 * still capped. Answers the line's quantity afterwards (0: no line, none could come in).
 */
export async function addCappedUnits(
  tx: Db,
  line: { userId: number; productId: number; productSizeId: number; quantity: number },
  maxQuantity: number,
): Promise<number> {
  const cap = sql`least((SELECT stock FROM product_sizes WHERE id = ${line.productSizeId}), ${maxQuantity}::int)`;
  const result = await tx.execute(sql`
    INSERT INTO cart_items AS cart (user_id, product_id, product_size_id, quantity)
    SELECT ${line.userId}::int, ${line.productId}::int, ${line.productSizeId}::int,
           least(${line.quantity}::int, ${cap})
     WHERE least(${line.quantity}::int, ${cap}) > 0
    ON CONFLICT (user_id, product_size_id) DO UPDATE
       SET quantity = greatest(cart.quantity, least(cart.quantity + excluded.quantity, ${cap})),
           updated_at = now()
    RETURNING quantity`);
  const rows = (result as unknown as { rows: { quantity: number }[] }).rows;
  return rows[0]?.quantity ?? 0;
}
