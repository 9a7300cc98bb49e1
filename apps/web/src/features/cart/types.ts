import type { CartItem } from '@petshop/contracts';

export type CartImage = CartItem['images'][number];

/**
 * Spec §3 "Cart entry (client)" plus what checkout reads: one cart line (one product size) as the
 * pages and the checkout use it. `id` is the product id; `cart_item_id` names the line.
 */
export interface CartEntry {
  /** Equal to product_id (spec §3). */
  id: number;
  product_id: number;
  /** The size of the line (a visitor's lines are named by it: they have no cart_item_id). */
  product_size_id: number;
  cart_item_id: number;
  name: string;
  /** AED charged per unit now (the server's price: the offer when lower). */
  price: number;
  quantity: number;
  image: string | null;
  sku: string;
  packaging: string | null;
  /** The size label of the line ('2 kg', 'One Size'). */
  size: string;
  color: null;
  images: CartImage[];
  /** price × quantity, in AED. */
  total_price: number;
  /** Units of this size on hand: the most the line may hold. */
  stock: number;
}

/**
 * The cart's summary: VAT 0 (prices include it) and no delivery fee yet, so total = subtotal; the
 * checkout adds the fee the server charges (decision 045).
 */
export interface CartOrderSummary {
  subtotal: number;
  shipping: number;
  vat: number;
  total: number;
}

/** What 'Proceed to Checkout' hands to /checkout as navigation state. */
export interface CheckoutNavigationState {
  cartItems: CartEntry[];
  /** cart_item_id → quantity. */
  quantities: Record<number, number>;
  orderSummary: CartOrderSummary;
}
