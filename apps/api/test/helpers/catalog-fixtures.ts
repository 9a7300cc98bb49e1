import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import {
  attributes,
  petTypes,
  productAttributeValues,
  productImages,
  productPetTypes,
  productSizes,
  productTypes,
  products,
} from '../../src/db/schema.ts';
import { seedReferenceData } from '../../src/db/seed/reference-data.ts';

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
  sizes?: { name: string; stock: number }[];
  images?: string[];
  attributes?: Record<string, string>;
  rating?: number;
}

let skuCounter = 0;

/** Inserts one product with its sizes, images, pet types and attributes; returns its id. */
export async function addProduct(db: Db, product: TestProduct): Promise<number> {
  const [type] = await db
    .select({ id: productTypes.id })
    .from(productTypes)
    .where(eq(productTypes.name, product.productType));
  if (!type) throw new Error(`unknown product type ${product.productType}`);
  const [row] = await db
    .insert(products)
    .values({
      name: product.name,
      sku: product.sku ?? `TEST-${++skuCounter}-${Date.now()}`,
      packaging: 'Bag',
      description: product.description ?? `${product.name} for happy pets.`,
      aboutProduct: `About ${product.name}.`,
      benefits: 'Healthy coat\nStrong teeth',
      priceFils: Math.round(product.price * 100),
      offerPriceFils: product.offerPrice == null ? null : Math.round(product.offerPrice * 100),
      rating: product.rating ?? 4.5,
      productTypeId: type.id,
      bestsellerRank: product.bestsellerRank ?? null,
      isActive: product.isActive ?? true,
    })
    .returning({ id: products.id });
  const id = row!.id;
  const sizes = product.sizes ?? [{ name: 'One Size', stock: 10 }];
  await db
    .insert(productSizes)
    .values(sizes.map((size, position) => ({ productId: id, ...size, position })));
  const images = product.images ?? [`products/test-${id}-1.svg`];
  if (images.length > 0) {
    await db
      .insert(productImages)
      .values(images.map((path, position) => ({ productId: id, path, position })));
  }
  for (const code of product.petTypes) {
    const [pet] = await db
      .select({ id: petTypes.id })
      .from(petTypes)
      .where(eq(petTypes.code, code));
    await db.insert(productPetTypes).values({ productId: id, petTypeId: pet!.id });
  }
  let position = 0;
  for (const [name, value] of Object.entries(product.attributes ?? {})) {
    const [attribute] = await db
      .select({ id: attributes.id })
      .from(attributes)
      .where(eq(attributes.name, name));
    await db
      .insert(productAttributeValues)
      .values({ productId: id, attributeId: attribute!.id, value, position: position++ });
  }
  return id;
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
      rating: 4.7,
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
