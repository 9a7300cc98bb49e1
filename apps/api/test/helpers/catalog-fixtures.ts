import type { Db } from '../../src/db/client.ts';
import { insertProducts } from '../../src/db/seed/product-builder.ts';
import { seedReferenceData } from '../../src/db/seed/reference-data.ts';
import type { ConfigVariable } from '../../src/config.ts';
import { createTestShop, type TestShop } from './app.ts';

export interface TestProduct {
  name: string;
  sku?: string;
  description?: string;
  /** AED */
  price: number;
  offerPrice?: number | null;
  petTypes: string[];
  productType: string;
  bestsellerRank?: number | null;
  isActive?: boolean;
  /** A size's own price and offer in AED (decision 032); omitted, it sells at the product's. */
  sizes?: {
    name: string;
    stock: number;
    price?: number | null;
    offerPrice?: number | null;
    skuSuffix?: string | null;
  }[];
  images?: string[];
  attributes?: Record<string, string>;
}

let skuCounter = 0;

/** Inserts one product with its sizes, images, pet types and attributes; returns its id. */
export async function addProduct(db: Db, product: TestProduct): Promise<number> {
  const sku = product.sku ?? `TEST-${++skuCounter}-${Date.now()}`;
  const [id] = await insertProducts(db, [
    {
      sku,
      name: product.name,
      packaging: 'Bag',
      description: product.description ?? `${product.name} for happy pets.`,
      about: `About ${product.name}.`,
      benefits: ['Healthy coat', 'Strong teeth'],
      price: product.price,
      offerPrice: product.offerPrice,
      type: product.productType,
      pets: product.petTypes,
      sizes: product.sizes ?? [{ name: 'One Size', stock: 10 }],
      images: product.images ?? [`products/${sku.toLowerCase()}-1.svg`],
      attributes: Object.entries(product.attributes ?? {}),
      bestsellerRank: product.bestsellerRank,
      isActive: product.isActive,
    },
  ]);
  return id!;
}

/** A one-size product with `stock` units, for tests about the last units and running out. */
export function addOneSizeProduct(
  db: Db,
  name: string,
  stock: number,
  more: Partial<Omit<TestProduct, 'name' | 'sizes'>> = {},
): Promise<number> {
  return addProduct(db, {
    name,
    price: 95,
    petTypes: ['DOG'],
    productType: 'Toy',
    ...more,
    sizes: [{ name: 'One Size', stock }],
  });
}

/** Reference data plus a small catalog whose every filter result is known in advance. */
export async function seedTestCatalog(db: Db) {
  await seedReferenceData(db);
  const ids = {
    salmonKibble: await addProduct(db, {
      name: 'Salmon Kibble Adult',
      description: 'Grain-free kibble with wild salmon for adult dogs.',
      price: 100,
      offerPrice: 80,
      petTypes: ['DOG'],
      productType: 'Food',
      bestsellerRank: 2,
      sizes: [
        { name: '2 kg', stock: 10 },
        { name: '7 kg', stock: 0 },
      ],
      images: ['products/salmon-1.svg', 'products/salmon-2.svg'],
      attributes: { Brand: 'Desert Paws', 'Life Stage': 'Adult', Flavour: 'Salmon' },
    }),
    catPate: await addProduct(db, {
      name: 'Ocean Pâté for Cats',
      description: 'Tender pâté with salmon and tuna.',
      price: 20,
      petTypes: ['CAT'],
      productType: 'Food',
      bestsellerRank: 1,
    }),
    birdCage: await addProduct(db, {
      name: 'Palace Bird Cage',
      price: 900,
      petTypes: ['BIRD'],
      productType: 'cage',
    }),
    featherWand: await addProduct(db, {
      name: 'Feather Wand 50% Fun',
      price: 15.5,
      petTypes: ['CAT'],
      productType: 'Toy',
    }),
    leatherCollar: await addProduct(db, {
      name: 'Leather Collar',
      price: 75,
      petTypes: ['DOG', 'CAT'],
      productType: 'collar',
      bestsellerRank: 3,
    }),
    litterBox: await addProduct(db, {
      name: 'Hooded Litter Box',
      price: 150,
      offerPrice: 120,
      petTypes: ['CAT'],
      productType: 'cat litter box',
    }),
    hiddenTreat: await addProduct(db, {
      name: 'Retired Salmon Treat',
      price: 5,
      petTypes: ['DOG'],
      productType: 'Food',
      isActive: false,
      bestsellerRank: 4,
    }),
  };
  for (let n = 1; n <= 20; n++) {
    await addProduct(db, {
      name: `Aquarium Flakes No. ${n}`,
      price: 50 + n,
      petTypes: ['FISH'],
      productType: 'Food',
    });
  }
  return { ids, activeCount: 26 };
}

let formCounter = 0;

/** A valid back-office product form (POST /api/admin/products) with a SKU of its own. */
export const productForm = (productTypeId: number, more: Record<string, unknown> = {}) => ({
  name: 'Sahara Salmon Bites',
  sku: `SSB-${++formCounter}`,
  description: 'Soft salmon treats.',
  about: '',
  benefits: ['Omega 3'],
  price: 35,
  offerPrice: null,
  packaging: 'Pouch',
  petTypes: ['CAT'],
  productTypeId,
  sizes: [
    { name: '100 g', price: null, offerPrice: null, skuSuffix: '-100', stock: 12 },
    { name: '300 g', price: 80, offerPrice: 70, skuSuffix: '-300', stock: 3 },
  ],
  attributes: [{ name: 'Flavour', value: 'Salmon' }],
  isActive: true,
  lowStockThreshold: 5,
  ...more,
});

/** The test catalog's products by name, as `seedTestCatalog` returns them. */
export type CatalogIds = Awaited<ReturnType<typeof seedTestCatalog>>['ids'];

/** A shop that knows the ids of its seeded test catalog's products. */
export type CatalogShop = TestShop & { ids: CatalogIds };

/**
 * The shop with the test catalog seeded: what most storefront tests start from. `ids` names its
 * products, so a test need not seed the catalog itself to learn them.
 */
export async function createCatalogShop(): Promise<CatalogShop> {
  const shop = await createTestShop();
  const { ids } = await seedTestCatalog(shop.database.db);
  return { ...shop, ids };
}

/**
 * A shop with the test catalog that charges AED 15 for delivery below AED 200 and delivers the
 * next day in Dubai, in two days elsewhere; `overrides` adds to that configuration.
 */
export async function createDeliveryFeeShop(
  overrides: Partial<Record<ConfigVariable, string>> = {},
): Promise<TestShop> {
  const shop = await createTestShop({
    DELIVERY_FEE_AED: '15',
    FREE_DELIVERY_FROM_AED: '200',
    DELIVERY_DAYS: 'Dubai=1,*=2',
    ...overrides,
  });
  await seedTestCatalog(shop.database.db);
  return shop;
}
