import type { CartItem } from '@petshop/contracts';
import { effectivePrice } from '../../lib/money.ts';
import type { CartEntry, CartOrderSummary, CheckoutNavigationState } from './types.ts';
import type { VisitorCartLine } from './visitor-cart.ts';

/** Spec §9: a cart line holds at least one unit. */
export const MIN_CART_QUANTITY = 1;

/** AED amounts are added in whole fils, so 0.1 + 0.2 stays 0.30. */
const toFils = (aed: number) => Math.round(aed * 100);
const lineTotal = (price: number, quantity: number) => (toFils(price) * quantity) / 100;

/** A server cart row as the pages and checkout use it (spec §3 "Cart entry (client)"). */
export function toCartEntry(item: CartItem): CartEntry {
  return {
    id: item.product_id,
    product_id: item.product_id,
    product_size_id: item.product_size_id,
    cart_item_id: item.id,
    name: item.name,
    price: item.price,
    quantity: item.quantity,
    image: item.image_url ?? item.images[0]?.image_url ?? null,
    sku: item.sku,
    packaging: item.packaging,
    size: item.size,
    color: null,
    images: item.images,
    total_price: lineTotal(item.price, item.quantity),
    stock: item.stock,
  };
}

/** Spec §3: only rows whose user_id equals the stored user id are kept. */
export function ownCartEntries(items: readonly CartItem[], userId: string): CartEntry[] {
  return items.filter((item) => String(item.user_id) === userId).map(toCartEntry);
}

/** Units in the cart: what the header badge shows. */
export function cartUnits(entries: readonly CartEntry[]): number {
  return entries.reduce((sum, entry) => sum + entry.quantity, 0);
}

export function cartSubtotal(entries: readonly CartEntry[]): number {
  return entries.reduce((sum, entry) => sum + toFils(entry.price) * entry.quantity, 0) / 100;
}

/** VAT 0 and no delivery fee before the checkout (which adds it), so the total is the subtotal. */
export function cartOrderSummary(entries: readonly CartEntry[]): CartOrderSummary {
  const subtotal = cartSubtotal(entries);
  return { subtotal, shipping: 0, vat: 0, total: subtotal };
}

/** The navigation state 'Proceed to Checkout' hands to /checkout. */
export function checkoutState(entries: readonly CartEntry[]): CheckoutNavigationState {
  return {
    cartItems: entries.map((entry) => ({ ...entry })),
    quantities: Object.fromEntries(entries.map((entry) => [entry.cart_item_id, entry.quantity])),
    orderSummary: cartOrderSummary(entries),
  };
}

/** A quantity the cart accepts: a whole number of at least 1 (spec §5). */
export function isValidCartQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= MIN_CART_QUANTITY;
}

/** The cart with one line's quantity (and line total) changed; other lines untouched. */
export function withQuantity(
  entries: readonly CartEntry[],
  cartItemId: number,
  quantity: number,
): CartEntry[] {
  return entries.map((entry) =>
    entry.cart_item_id === cartItemId
      ? { ...entry, quantity, total_price: lineTotal(entry.price, quantity) }
      : entry,
  );
}

/** The cart without one line. */
export function withoutEntry(entries: readonly CartEntry[], cartItemId: number): CartEntry[] {
  return entries.filter((entry) => entry.cart_item_id !== cartItemId);
}

/** Puts a removed line back where it was (a failed removal), unless it is there already. */
export function withRestoredEntry(
  entries: readonly CartEntry[],
  entry: CartEntry,
  index: number,
): CartEntry[] {
  if (entries.some((current) => current.cart_item_id === entry.cart_item_id)) return [...entries];
  const next = [...entries];
  next.splice(Math.min(Math.max(index, 0), next.length), 0, entry);
  return next;
}

/** What a visitor's line needs of its product (the public catalog's product details). */
export interface VisitorLineProduct {
  id: number;
  name: string;
  sku: string;
  packaging: string | null;
  image_url: string | null;
  images: CartEntry['images'];
  product_sizes: {
    id: number;
    name: string;
    stock: number;
    price: number;
    offer_price: number | null;
    sku: string;
  }[];
}

/**
 * A visitor's lines (kept in the browser: ids and quantities) as cart entries, named, pictured
 * and priced from the catalog as it is now. A line whose product or size is not (yet) known is
 * left out; `cart_item_id` is the size's id (a visitor's line has no row on the server).
 */
export function visitorCartEntries(
  lines: readonly VisitorCartLine[],
  productOf: (id: number) => VisitorLineProduct | undefined,
): CartEntry[] {
  const entries: CartEntry[] = [];
  for (const line of lines) {
    const product = productOf(line.product_id);
    const size = product?.product_sizes.find((candidate) => candidate.id === line.product_size_id);
    if (!product || !size) continue;
    const price = effectivePrice(size.price, size.offer_price);
    entries.push({
      id: product.id,
      product_id: product.id,
      product_size_id: size.id,
      cart_item_id: size.id,
      name: product.name,
      price,
      quantity: line.quantity,
      image: product.image_url ?? product.images[0]?.image_url ?? null,
      sku: size.sku,
      packaging: product.packaging,
      size: size.name,
      color: null,
      images: product.images,
      total_price: lineTotal(price, line.quantity),
      stock: size.stock,
    });
  }
  return entries;
}
