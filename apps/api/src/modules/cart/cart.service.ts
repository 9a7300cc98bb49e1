import { sizeSku } from '@petshop/contracts/constants';
import {
  MAX_CART_QUANTITY,
  type CartItem,
  type CartMergeResponse,
  type CartResponse,
} from '@petshop/contracts';
import { onSession, type Database, type Db } from '../../db/client.ts';
import type { ImageUrl } from '../../lib/image-url.ts';
import type { Language } from '@petshop/contracts/language';
import { filsToAed, priceLine } from '../../lib/money.ts';
import { textIn } from '../../lib/translated-text.ts';
import { UNAUTHENTICATED } from '../../plugins/auth.ts';
import { AppError, NotFoundError, ValidationError } from '../../plugins/errors.ts';
import type { SessionKey } from '../auth/auth.repo.ts';
import { sizeLabel, stockMessage } from '../inventory/inventory.service.ts';
import { findOrderWithItems } from '../orders/orders.repo.ts';
import { CartAnswers } from './cart-answers.ts';
import {
  addCappedUnits,
  addToCart,
  announceCartChanges,
  CART_CHANNEL,
  deleteCartLine,
  findMergeCatalog,
  lockCartLines,
  lockCustomerCart,
  findCartLines,
  findSessionCartLines,
  linePricePair,
  setCartLineQuantity,
  type AddOutcome,
  type AddRequest,
  type CartLineShown,
} from './cart.repo.ts';

export const CART_ITEM_NOT_FOUND = 'Cart item not found';

type MergeLineBody = { product_id: number; product_size_id: number; quantity: number };

/** One line per product size: a size named twice brings the units of both (within a line's most). */
function mergeLinesBySize(lines: readonly MergeLineBody[]): MergeLineBody[] {
  const bySize = new Map<string, MergeLineBody>();
  for (const line of lines) {
    const key = `${line.product_id}:${line.product_size_id}`;
    const seen = bySize.get(key);
    if (seen) seen.quantity = Math.min(seen.quantity + line.quantity, MAX_CART_QUANTITY);
    else bySize.set(key, { ...line });
  }
  return [...bySize.values()];
}

type AddRequestBody = {
  product_id: number;
  quantity: number;
  product_size_id?: number | undefined;
};

const addRequest = (body: AddRequestBody): AddRequest => ({
  productId: body.product_id,
  productSizeId: body.product_size_id ?? null,
  quantity: body.quantity,
});

/**
 * On the embedded database the customers' cart answers are held in memory (decision 109): this
 * process is the only one writing, and migration 0020's triggers, turned on for its session,
 * announce every change that may alter an answer with the writing statement's own answer. Prices,
 * stock, names and pictures show in every cart: a catalog change drops them all. Undefined on
 * PostgreSQL.
 */
export async function holdCartAnswers(
  database: Database,
  catalog: { onProductsChanged(listener: () => void): void },
): Promise<{ answers: CartAnswers; stop: () => Promise<void> } | undefined> {
  if (database.kind !== 'pglite') return undefined;
  const answers = new CartAnswers();
  await announceCartChanges(database.db);
  const stop = await database.listen(CART_CHANNEL, (payload) => {
    const userId = Number(payload);
    if (payload && Number.isInteger(userId)) answers.forgetCustomer(userId);
    else answers.forgetAll();
  });
  catalog.onProductsChanged(() => answers.forgetAll());
  return { answers, stop };
}

/**
 * @param answers customers' cart answers held in memory (decision 109): given on the embedded
 * database, where every change announces itself to this process; without it each read asks the
 * database.
 */
export function createCartService(database: Database, imageUrl: ImageUrl, answers?: CartAnswers) {
  function toCartItem(row: CartLineShown, language: Language = 'en'): CartItem {
    const line = priceLine(linePricePair(row), row.quantity);
    const images = row.product.images.map((image) => ({
      id: image.id,
      image_url: imageUrl(image.path),
    }));
    return {
      id: row.id,
      user_id: row.userId,
      product_id: row.productId,
      product_size_id: row.productSizeId,
      quantity: row.quantity,
      size: row.size.name,
      stock: row.size.stock,
      name: textIn(language, row.product.name, row.product.nameAr),
      sku: sizeSku(row.product.sku, row.size.skuSuffix),
      packaging: row.product.packaging,
      price: filsToAed(line.unitFils),
      original_price: filsToAed(line.listFils),
      image_url: images[0]?.image_url ?? null,
      images,
      line_total: filsToAed(line.totalFils),
    };
  }

  /**
   * The answer to an add of `quantity` units: the line, or what the statement refused (it wrote
   * nothing then): 401 without a valid session first, then a 422 saying what to change.
   */
  function added(
    outcome: AddOutcome | 'no customer' | 'no product',
    quantity: number,
    language: Language = 'en',
  ): CartItem {
    if (outcome === 'no customer') throw new AppError(401, UNAUTHENTICATED);
    if (outcome === 'no product') {
      throw new ValidationError({ product_id: ['The selected product is not available.'] });
    }
    const { size, inCart } = outcome;
    // The Arabic shop's message names the product in Arabic when it has an Arabic name.
    const productName = textIn(language, outcome.productName, outcome.productNameAr);
    if (!size) {
      throw new ValidationError({
        product_size_id: [`The selected size is not available for ${productName}.`],
      });
    }
    const limit = Math.min(size.stock, MAX_CART_QUANTITY);
    const label = sizeLabel(productName, size.name);
    if (inCart + quantity > limit) {
      const message =
        size.stock > MAX_CART_QUANTITY && inCart + quantity > MAX_CART_QUANTITY
          ? `A cart line may hold at most ${MAX_CART_QUANTITY} of ${label}.`
          : stockMessage(label, size.stock, inCart);
      throw new ValidationError({ quantity: [message] });
    }
    // Another request filled the line between our reading and our write.
    if (!outcome.line) {
      throw new ValidationError({ quantity: [stockMessage(label, size.stock, inCart)] });
    }
    return toCartItem(outcome.line);
  }

  async function cartOf(userId: number): Promise<CartResponse> {
    return cartAnswer(await findCartLines(database, userId));
  }

  function cartAnswer(rows: CartLineShown[], language: Language = 'en'): CartResponse {
    const items = rows.map((row) => toCartItem(row, language));
    const subtotalFils = rows.reduce(
      (sum, row) => sum + priceLine(linePricePair(row), row.quantity).totalFils,
      0,
    );
    return {
      success: true,
      items,
      count: items.reduce((sum, item) => sum + item.quantity, 0),
      subtotal: filsToAed(subtotalFils),
    };
  }

  return {
    cart: cartOf,

    /**
     * GET /api/cart/get as JSON: the cart of the bearer of a session, checked by the same
     * statement, or the answer held for the session while nothing it shows has changed.
     */
    async cartForSession(session: SessionKey, language: Language = 'en'): Promise<string> {
      // Each language's answer is held apart (issue 34): the product names differ.
      const heldKey = language === 'en' ? session.tokenHash : `${session.tokenHash}|${language}`;
      const held = answers?.answer(heldKey, session.now);
      if (held !== undefined) return held;
      const read = answers?.beginRead();
      const cart = await findSessionCartLines(database, session);
      if (!cart) throw new AppError(401, UNAUTHENTICATED);
      const json = JSON.stringify(cartAnswer(cart.lines, language));
      if (read) {
        answers!.keep(read, heldKey, {
          userId: cart.userId,
          expiresAt: cart.sessionExpiresAt.getTime(),
          json,
        });
      }
      return json;
    },

    /**
     * Adds units of a product (a chosen size, or its first size in stock) within the stock for a
     * customer already known (moving a wishlist item: `tx` is its transaction); answers the
     * line as it is now.
     */
    async add(userId: number, request: AddRequestBody, tx?: Db): Promise<CartItem> {
      const on = tx ? onSession(tx) : database;
      const outcome = await addToCart(on, { userId }, addRequest(request), MAX_CART_QUANTITY);
      return added(outcome, request.quantity);
    },

    /**
     * The same for the bearer of a session, checked by the same statement (one round trip): 401
     * when the session is not valid, before any answer about the product, and nothing written.
     */
    async addForSession(
      session: SessionKey,
      request: AddRequestBody,
      language: Language = 'en',
    ): Promise<CartItem> {
      const outcome = await addToCart(
        database,
        { session },
        addRequest(request),
        MAX_CART_QUANTITY,
      );
      return added(outcome, request.quantity, language);
    },

    /**
     * Adds a visitor's cart (kept in their browser) to the customer's after login: each line's
     * units go onto the customer's line of that size, capped by the stock and the 99 a line
     * holds, all in one transaction. Merges and checkouts of one customer queue on the customer's
     * row; the lines themselves are locked, so a concurrent add waits too. Lines that cannot come
     * in are skipped and named; lines that came in with fewer units are reported as capped.
     */
    async merge(userId: number, lines: readonly MergeLineBody[]): Promise<CartMergeResponse> {
      const skipped: CartMergeResponse['skipped'] = [];
      const capped: CartMergeResponse['capped'] = [];
      const wanted = mergeLinesBySize(lines);
      if (wanted.length > 0) {
        await database.db.transaction(async (tx) => {
          await lockCustomerCart(tx, userId);
          const sizeIds = wanted.map((line) => line.product_size_id);
          const catalog = await findMergeCatalog(
            tx,
            [...new Set(wanted.map((line) => line.product_id))],
            sizeIds,
          );
          const inCart = await lockCartLines(tx, userId, sizeIds);
          for (const line of wanted) {
            const product = catalog.products.find((row) => row.id === line.product_id);
            const size = catalog.sizes.find((row) => row.id === line.product_size_id);
            const skip = (reason: CartMergeResponse['skipped'][number]['reason']) =>
              skipped.push({
                product_id: line.product_id,
                product_size_id: line.product_size_id,
                name: !product
                  ? null
                  : size?.productId === product.id
                    ? sizeLabel(product.name, size.name)
                    : product.name,
                reason,
              });
            if (!product || !product.isActive) {
              skip('unavailable');
              continue;
            }
            if (!size || size.productId !== product.id) {
              skip('unknown_size');
              continue;
            }
            if (size.stock <= 0) {
              skip('out_of_stock');
              continue;
            }
            const before = inCart.get(size.id) ?? 0;
            const after = Math.max(
              before,
              await addCappedUnits(
                tx,
                {
                  userId,
                  productId: product.id,
                  productSizeId: size.id,
                  quantity: line.quantity,
                },
                MAX_CART_QUANTITY,
              ),
            );
            if (after - before < line.quantity) {
              capped.push({
                product_id: product.id,
                product_size_id: size.id,
                name: sizeLabel(product.name, size.name),
                requested: line.quantity,
                added: after - before,
                quantity: after,
              });
            }
          }
        });
      }
      return { success: true, cart: await cartOf(userId), skipped, capped };
    },

    /**
     * Puts an order's products back in the cart at today's prices (spec 'Reorder'): each line
     * as many as are in stock (within the 99 a line holds), and what cannot come back, with why.
     */
    async reorder(userId: number, orderId: number) {
      const order = await findOrderWithItems(database.db, orderId, userId);
      if (!order || !order.placedAt) throw new NotFoundError('Order not found');
      const items = order.items.map((item) => ({
        productId: item.productId,
        productSizeId: item.productSizeId,
        quantity: item.quantity,
        name: sizeLabel(item.productName, item.sizeName),
      }));
      const added: { name: string; quantity: number }[] = [];
      const unavailable: { name: string; reason: string }[] = [];
      for (const item of items) {
        if (item.productId === null || item.productSizeId === null) {
          unavailable.push({ name: item.name, reason: 'no longer sold' });
          continue;
        }
        const request = { productId: item.productId, productSizeId: item.productSizeId };
        let outcome = await addToCart(
          database,
          { userId },
          { ...request, quantity: item.quantity },
          MAX_CART_QUANTITY,
        );
        if (outcome === 'no customer') throw new AppError(401, UNAUTHENTICATED);
        if (outcome === 'no product' || !outcome.size) {
          unavailable.push({ name: item.name, reason: 'no longer sold' });
          continue;
        }
        let quantity = item.quantity;
        if (!outcome.line) {
          // Fewer in stock than ordered: as many as there are room and units for.
          quantity = Math.min(outcome.size.stock, MAX_CART_QUANTITY) - outcome.inCart;
          if (quantity <= 0) {
            unavailable.push({
              name: item.name,
              reason: outcome.size.stock === 0 ? 'out of stock' : 'already in your cart',
            });
            continue;
          }
          outcome = await addToCart(
            database,
            { userId },
            { ...request, quantity },
            MAX_CART_QUANTITY,
          );
          if (typeof outcome === 'string' || !outcome.line) {
            unavailable.push({ name: item.name, reason: 'out of stock' });
            continue;
          }
        }
        added.push({ name: item.name, quantity });
        if (quantity < item.quantity) {
          unavailable.push({
            name: item.name,
            reason: `only ${quantity} of ${item.quantity} in stock`,
          });
        }
      }
      const count = added.reduce((sum, item) => sum + item.quantity, 0);
      const message = [
        count === 0
          ? 'Nothing from this order could be added to your cart.'
          : `${count} ${count === 1 ? 'item was' : 'items were'} added to your cart at today's prices.`,
        ...(unavailable.length > 0
          ? [`Not added: ${unavailable.map((item) => `${item.name} (${item.reason})`).join(', ')}.`]
          : []),
      ].join(' ');
      return { success: true as const, message, added, unavailable };
    },

    /** Sets a line's quantity within its stock; answers the line as it is now. */
    async update(
      userId: number,
      cartItemId: number,
      quantity: number,
      language: Language = 'en',
    ): Promise<CartItem> {
      const result = await setCartLineQuantity(database, userId, cartItemId, quantity);
      if (!result) throw new NotFoundError(CART_ITEM_NOT_FOUND);
      const { line } = result;
      if (!result.changed) {
        throw new ValidationError({
          quantity: [
            stockMessage(
              sizeLabel(textIn(language, line.product.name, line.product.nameAr), line.size.name),
              line.size.stock,
            ),
          ],
        });
      }
      return toCartItem(line);
    },

    /**
     * Takes the line out of the customer's cart. A line the customer does not have (already
     * removed, ordered, or someone else's) is already out of their cart: nothing changes and the
     * answer is the same, so it tells nothing about other carts (decision 020).
     */
    async remove(userId: number, cartItemId: number): Promise<void> {
      await deleteCartLine(database, userId, cartItemId);
    },
  };
}

export type CartService = ReturnType<typeof createCartService>;
