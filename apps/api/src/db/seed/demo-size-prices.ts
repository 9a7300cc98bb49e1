import type { DemoProduct } from './demo-catalog.ts';
import { ONE_SIZE } from './demo-catalog.ts';

// The demo catalog's prices per size (issue 19, decision 032). The catalog gives one price per
// product: its first (smallest) size's. Bigger bags and packs cost more, though less per kilo or
// per can (price grows with the quantity to the power 0.7, as big bags are priced), and each bigger garment or bed size
// costs a fifth more than the one before. An offer keeps its cut in every size.

/** Grams, millilitres or units a size name holds ("2 kg", "400 g", "Pack of 6"); else undefined. */
function quantityOf(name: string): number | undefined {
  const pack = /^Pack of (\d+)$/i.exec(name);
  if (pack) return Number(pack[1]);
  const measure = /^(\d+(?:\.\d+)?)\s*(kg|g|l|ml)$/i.exec(name);
  if (!measure) return undefined;
  const amount = Number(measure[1]);
  const unit = measure[2]!.toLowerCase();
  return unit === 'kg' || unit === 'l' ? amount * 1000 : amount;
}

/** AED as a shop writes it: whole dirhams from 20 up, half dirhams below. */
function shopPrice(aed: number): number {
  return aed >= 20 ? Math.round(aed) : Math.round(aed * 2) / 2;
}

/** "2 kg" → "-2KG", "Pack of 6" → "-6PK", "S (61 cm)" → "-S". */
export function demoSkuSuffix(name: string): string {
  const pack = /^Pack of (\d+)$/i.exec(name);
  if (pack) return `-${pack[1]}PK`;
  return `-${name
    .replace(/\s*\(.*\)$/, '')
    .replace(/\s+/g, '')
    .toUpperCase()}`;
}

/**
 * A demo product's sizes with their stock, price, offer and SKU suffix: the first size sells at
 * the product's price (no price of its own), the others at theirs.
 */
export function demoSizes(product: Pick<DemoProduct, 'sizes' | 'price' | 'offerPrice'>) {
  const entries = Object.entries(product.sizes);
  if (entries.length === 1 && entries[0]![0] === ONE_SIZE) {
    return [{ name: ONE_SIZE, stock: entries[0]![1] }];
  }
  const quantities = entries.map(([name]) => quantityOf(name));
  const byQuantity = quantities.every((quantity) => quantity !== undefined);
  const cut = product.offerPrice === undefined ? undefined : product.offerPrice / product.price;
  return entries.map(([name, stock], index) => {
    const skuSuffix = demoSkuSuffix(name);
    if (index === 0) return { name, stock, skuSuffix };
    const factor = byQuantity ? (quantities[index]! / quantities[0]!) ** 0.7 : 1.2 ** index;
    const price = shopPrice(product.price * factor);
    return {
      name,
      stock,
      skuSuffix,
      price,
      offerPrice: cut === undefined ? null : shopPrice(price * cut),
    };
  });
}
