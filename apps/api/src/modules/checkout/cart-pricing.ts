import { sizeSku } from '@petshop/contracts/constants';
import { deliveryFeeFils, type DeliveryFee } from '@petshop/contracts/delivery';
import { onSession, type Db } from '../../db/client.ts';
import { priceLine } from '../../lib/money.ts';
import { ValidationError } from '../../plugins/errors.ts';
import { findCartLines, linePricePair } from '../cart/cart.repo.ts';
import { sizeLabel } from '../inventory/inventory.service.ts';
import type { NewOrderItem } from '../orders/orders.repo.ts';

/** A priced cart line as the order stores it, with its label and list price (coupons). */
export type PricedCartItem = NewOrderItem & { label: string; listFils: number };

export interface PricedCart {
  items: PricedCartItem[];
  subtotalFils: number;
  shippingFils: number;
  totalFils: number;
}

/**
 * The customer's server-side cart, priced from the catalog as it is now: what the checkout
 * charges and what a coupon is checked against (issue 32).
 */
export async function priceCustomerCart(
  tx: Db,
  userId: number,
  delivery: DeliveryFee,
): Promise<PricedCart> {
  const lines = await findCartLines(onSession(tx), userId);
  if (lines.length === 0) throw new ValidationError({ items: ['Your cart is empty.'] });
  const unavailable = lines.filter((line) => !line.product.isActive);
  if (unavailable.length > 0) {
    throw new ValidationError({
      items: unavailable.map((line) => `${line.product.name} is no longer available.`),
    });
  }
  const items: PricedCartItem[] = lines.map((line) => {
    const priced = priceLine(linePricePair(line), line.quantity);
    return {
      productId: line.productId,
      productSizeId: line.productSizeId,
      productName: line.product.name,
      description: line.product.description,
      sizeName: line.size.name,
      sku: sizeSku(line.product.sku, line.size.skuSuffix),
      imagePath: line.product.images[0]?.path ?? null,
      unitPriceFils: priced.unitFils,
      quantity: line.quantity,
      lineTotalFils: priced.totalFils,
      label: sizeLabel(line.product.name, line.size.name),
      listFils: priced.listFils,
    };
  });
  const subtotalFils = items.reduce((sum, item) => sum + item.lineTotalFils, 0);
  // VAT 0 (prices include it); delivery is the configured fee below the free-delivery threshold
  // (decision 045; spec §9's free shipping is the default). A coupon's discount comes after.
  const shippingFils = deliveryFeeFils(subtotalFils, delivery);
  return { items, subtotalFils, shippingFils, totalFils: subtotalFils + shippingFils };
}

/**
 * The priced lines as the order's rows: without the label and list price, each with its share of
 * a coupon's discount (`lineDiscountsFils`, in the lines' order; none: 0).
 */
export const orderItemsOf = (
  items: readonly PricedCartItem[],
  lineDiscountsFils: readonly number[] = [],
): NewOrderItem[] =>
  items.map(({ label: _label, listFils: _list, ...item }, index) => ({
    ...item,
    discountFils: lineDiscountsFils[index] ?? 0,
  }));
