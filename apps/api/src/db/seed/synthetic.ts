import type { PetTypeCode, ProductTypeName } from '@petshop/contracts';
import { like, sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { products } from '../schema.ts';
import { DEMO_PRODUCTS, demoImagePaths, ONE_SIZE } from './demo-catalog.ts';
import { mulberry32, pick } from './random.ts';
import {
  loadReferenceIds,
  seedReferenceData,
  type AttributeName,
  type ReferenceIds,
} from './reference-data.ts';
import { productWrite, type ProductSpec } from './product-builder.ts';
import { writeProducts } from '../../modules/catalog/product-writes.ts';

/** Products per write: large enough to be fast, small enough to keep each statement's arrays modest. */
const CHUNK_SIZE = 1000;
const SKU_PREFIX = 'SYN-';
/** From this many products on, rebuilding the search indexes beats updating them row by row. */
const REBUILD_FROM = 10_000;

interface Recipe {
  type: ProductTypeName;
  pets: readonly PetTypeCode[];
  /** Share of the catalog, relative to the other recipes. */
  weight: number;
  /** Price range in AED. */
  price: [number, number];
  adjectives: readonly string[];
  nouns: readonly string[];
  sizes: readonly string[];
  packaging: string;
}

const FLAVOURS = ['Chicken', 'Lamb', 'Salmon', 'Beef', 'Duck', 'Turkey', 'Tuna', 'White Fish'];
const COLOURS = ['Red', 'Navy', 'Teal', 'Olive', 'Black', 'Rose', 'Sunset Orange', 'Lavender'];
const MATERIALS = ['Nylon', 'Leather', 'Cotton', 'Sisal', 'Steel', 'Natural rubber', 'Resin'];
const ORIGINS = ['UAE', 'Netherlands', 'France', 'Germany', 'Thailand', 'Italy', 'Canada'];
const LIFE_STAGES = ['Puppy', 'Kitten', 'Adult', 'Senior'];

const RECIPES: readonly Recipe[] = [
  {
    type: 'Food',
    pets: ['DOG'],
    weight: 12,
    price: [30, 400],
    adjectives: ['Grain-Free', 'Adult', 'Puppy', 'Senior', 'High-Protein', 'Sensitive', 'Hearty'],
    nouns: ['Kibble', 'Dry Food', 'Chunks in Gravy', 'Dental Chews', 'Training Treats', 'Jerky'],
    sizes: ['2 kg', '7 kg', '12 kg'],
    packaging: 'Resealable bag',
  },
  {
    type: 'Food',
    pets: ['CAT'],
    weight: 12,
    price: [15, 300],
    adjectives: ['Indoor', 'Kitten', 'Senior', 'Hairball Control', 'Grain-Free', 'Sterilised'],
    nouns: ['Kibble', 'Pâté', 'Flakes in Broth', 'Crunchy Treats', 'Lickable Treats'],
    sizes: ['400 g', '1.5 kg', '4 kg'],
    packaging: 'Resealable bag',
  },
  {
    type: 'Food',
    pets: ['BIRD'],
    weight: 5,
    price: [15, 150],
    adjectives: ['Budgie', 'Canary', 'Parrot', 'Cockatiel', 'Lovebird', 'Finch'],
    nouns: ['Seed Mix', 'Pellets', 'Fruit & Nut Blend', 'Millet Sprays', 'Honey Sticks'],
    sizes: ['500 g', '1 kg', '2.5 kg'],
    packaging: 'Bag',
  },
  {
    type: 'Food',
    pets: ['FISH'],
    weight: 5,
    price: [10, 90],
    adjectives: ['Tropical', 'Goldfish', 'Betta', 'Cichlid', 'Marine', 'Koi'],
    nouns: ['Flakes', 'Floating Pellets', 'Sinking Granules', 'Algae Wafers', 'Shrimp Sticks'],
    sizes: ['50 g', '100 g', '250 g'],
    packaging: 'Tub',
  },
  {
    type: 'cage',
    pets: ['DOG'],
    weight: 3,
    price: [250, 1200],
    adjectives: ['Folding', 'Heavy-Duty', 'Compact', 'Double-Door'],
    nouns: ['Wire Crate', 'Dog Crate', 'Puppy Crate', 'Travel Kennel'],
    sizes: ['M', 'L', 'XL'],
    packaging: 'Box',
  },
  {
    type: 'cage',
    pets: ['BIRD'],
    weight: 3,
    price: [150, 2000],
    adjectives: ['Victorian', 'Flat-Top', 'Tall', 'Travel', 'Play-Top'],
    nouns: ['Dome Cage', 'Flight Cage', 'Bird Cage', 'Breeding Cage'],
    sizes: ['Medium', 'Large'],
    packaging: 'Box',
  },
  {
    type: 'cage',
    pets: ['FISH'],
    weight: 3,
    price: [100, 2000],
    adjectives: ['Nano', 'Panoramic', 'Rimless', 'Starter', 'Planted'],
    nouns: ['Aquarium Kit', 'Fish Tank', 'Betta Bowl', 'Aquarium & Cabinet Set'],
    sizes: ['20 L', '60 L', '120 L'],
    packaging: 'Box',
  },
  {
    type: 'cage',
    pets: ['DOG', 'CAT'],
    weight: 2,
    price: [150, 450],
    adjectives: ['Airline-Style', 'Top-Load', 'Ventilated'],
    nouns: ['Pet Carrier', 'Travel Kennel'],
    sizes: ['S', 'M', 'L'],
    packaging: 'Box',
  },
  {
    type: 'cat litter box',
    pets: ['CAT'],
    weight: 6,
    price: [40, 300],
    adjectives: ['Hooded', 'Open', 'Top-Entry', 'Corner', 'Jumbo', 'Low-Entry'],
    nouns: ['Litter Box', 'Litter Tray', 'Litter Pan'],
    sizes: ['Standard', 'Jumbo'],
    packaging: 'Box',
  },
  {
    type: 'scratcher',
    pets: ['CAT'],
    weight: 6,
    price: [45, 1500],
    adjectives: ['Tall', 'Five-Level', 'Compact', 'Cardboard', 'Wall-Mounted', 'Sisal'],
    nouns: ['Cat Tree', 'Scratching Post', 'Scratch Lounger', 'Scratch Pad'],
    sizes: [ONE_SIZE],
    packaging: 'Box',
  },
  {
    type: 'collar',
    pets: ['DOG'],
    weight: 5,
    price: [25, 200],
    adjectives: ['Leather', 'Padded Nylon', 'Reflective', 'Martingale', 'LED'],
    nouns: ['Dog Collar', 'Walking Collar', 'Training Collar'],
    sizes: ['S', 'M', 'L', 'XL'],
    packaging: 'Card',
  },
  {
    type: 'collar',
    pets: ['CAT'],
    weight: 4,
    price: [20, 80],
    adjectives: ['Breakaway', 'Reflective', 'Suede', 'Floral'],
    nouns: ['Cat Collar', 'Collar with Bell'],
    sizes: [ONE_SIZE],
    packaging: 'Card',
  },
  {
    type: 'Toy',
    pets: ['DOG'],
    weight: 8,
    price: [15, 120],
    adjectives: ['Squeaky', 'Tough', 'Floating', 'Plush', 'Knotted'],
    nouns: ['Rope Toy', 'Tennis Balls', 'Chew Bone', 'Treat Ball', 'Fetch Toy'],
    sizes: ['S', 'M', 'L'],
    packaging: 'Tag',
  },
  {
    type: 'Toy',
    pets: ['CAT'],
    weight: 8,
    price: [10, 90],
    adjectives: ['Catnip', 'Crinkle', 'Feather', 'Electronic', 'Interactive'],
    nouns: ['Wand Teaser', 'Mice', 'Ball Set', 'Tunnel', 'Flutter Toy'],
    sizes: [ONE_SIZE],
    packaging: 'Card',
  },
  {
    type: 'Toy',
    pets: ['BIRD'],
    weight: 4,
    price: [12, 80],
    adjectives: ['Wooden', 'Shreddable', 'Foraging', 'Colourful', 'Mirror'],
    nouns: ['Bead Swing', 'Foraging Basket', 'Bell Toy', 'Ladder', 'Piñata'],
    sizes: ['S', 'M'],
    packaging: 'Card',
  },
  {
    type: 'Toy',
    pets: ['FISH'],
    weight: 4,
    price: [15, 120],
    adjectives: ['Sunken', 'Bubbling', 'Silk', 'Coral', 'Driftwood'],
    nouns: ['Castle Ornament', 'Treasure Chest', 'Plant Set', 'Cave Hideout', 'Arch'],
    sizes: ['S', 'M'],
    packaging: 'Box',
  },
  {
    type: 'Toy',
    pets: ['DOG', 'CAT'],
    weight: 3,
    price: [12, 60],
    adjectives: ['Glow', 'Plush', 'Puzzle', 'Soft Rubber'],
    nouns: ['Ball Duo', 'Falcon Toy', 'Feeder Toy', 'Squeaker'],
    sizes: [ONE_SIZE],
    packaging: 'Card',
  },
];

const TOTAL_WEIGHT = RECIPES.reduce((sum, recipe) => sum + recipe.weight, 0);

const PET_WORDS: Record<PetTypeCode, string> = {
  DOG: 'dogs',
  CAT: 'cats',
  BIRD: 'pet birds',
  FISH: 'aquarium fish',
};

interface Wording {
  promises: readonly string[];
  about: readonly string[];
  benefits: readonly string[];
}

const FOOD_WORDING: Wording = {
  promises: [
    'made with carefully chosen ingredients',
    'prepared in small batches',
    'free from artificial colours and flavours',
    'rich in vitamins and minerals',
    'a favourite with our regular customers',
  ],
  about: [
    'It is one of the foods our staff recommend most often at the counter.',
    'Every batch is checked before it reaches our Dubai warehouse.',
    'Switch over gradually across a week, mixing it with the old food.',
    'Keep the pack closed in a cool, dry cupboard away from the summer heat.',
    'Always leave fresh water out next to the bowl.',
  ],
  benefits: [
    'Complete and balanced nutrition',
    'No artificial colours or flavours',
    'Supports healthy digestion',
    'Great taste, even for fussy eaters',
    'Resealable for lasting freshness',
    'Trusted by pet owners across the UAE',
  ],
};

const GOODS_WORDING: Wording = {
  promises: [
    'built to last through daily use',
    'easy to clean and quick to set up',
    'tested by our Al Jaddaf team',
    'a favourite with our regular customers',
    'designed for life in a warm climate',
  ],
  about: [
    'It is one of the products our staff recommend most often at the counter.',
    'It suits both first-time owners and experienced keepers.',
    'The design keeps everyday care simple, so you can spend more time with your pet.',
    'Customers tell us it lasts far longer than the cheaper alternatives.',
    'Delivery across the UAE usually takes two to three working days.',
  ],
  benefits: [
    'Made from safe, non-toxic materials',
    'Easy to clean',
    'Great value for everyday use',
    'Backed by our 30-day satisfaction promise',
    'Suitable for indoor living',
    'Trusted by pet owners across the UAE',
  ],
};

/** The demo brands that sell this kind of product, so a crate maker never sells kibble. */
const RECIPE_BRANDS = new Map(
  RECIPES.map((recipe) => {
    const makers = DEMO_PRODUCTS.filter(
      (product) =>
        product.type === recipe.type && product.pets.some((pet) => recipe.pets.includes(pet)),
    ).map((product) => product.brand);
    return [recipe, [...new Set(makers)]];
  }),
);

interface Draft {
  recipe: Recipe;
  spec: ProductSpec;
}

/** Demo pictures per product type and pet type, so synthetic products look like their kind. */
function pictureShelves(): Map<string, string[][]> {
  const shelves = new Map<string, string[][]>();
  for (const product of DEMO_PRODUCTS) {
    for (const pet of product.pets) {
      const key = `${product.type}/${pet}`;
      shelves.set(key, [...(shelves.get(key) ?? []), demoImagePaths(product)]);
    }
  }
  return shelves;
}

function between(random: () => number, low: number, high: number): number {
  return low + Math.floor(random() * (high - low + 1));
}

/** Several distinct items from a list, in random order. */
function several<T>(random: () => number, items: readonly T[], count: number): T[] {
  return items
    .map((item) => ({ item, key: random() }))
    .sort((a, b) => a.key - b.key)
    .slice(0, count)
    .map(({ item }) => item);
}

function draftProduct(
  random: () => number,
  number: number,
  shelves: Map<string, string[][]>,
): Draft {
  let roll = random() * TOTAL_WEIGHT;
  const recipe = RECIPES.find((candidate) => (roll -= candidate.weight) < 0) ?? RECIPES[0]!;
  const brand = pick(random, RECIPE_BRANDS.get(recipe)!);
  const wording = recipe.type === 'Food' ? FOOD_WORDING : GOODS_WORDING;
  const adjective = pick(random, recipe.adjectives);
  const noun = pick(random, recipe.nouns);
  const flavoured =
    recipe.type === 'Food' && (recipe.pets[0] === 'DOG' || recipe.pets[0] === 'CAT');
  const flavour = flavoured ? pick(random, FLAVOURS) : '';
  const name = [brand, adjective, flavour, noun].filter(Boolean).join(' ');
  const pets = recipe.pets.map((pet) => PET_WORDS[pet]).join(' and ');
  const description = `${adjective} ${[flavour, noun].filter(Boolean).join(' ').toLowerCase()} for ${pets}, ${pick(random, wording.promises)}.`;
  const about = [
    `Like everything from ${brand}, it is ${pick(random, wording.promises)}.`,
    ...several(random, wording.about, 2),
  ].join(' ');

  // Prices lean towards the cheaper end of each range, as a real shelf does.
  const [low, high] = recipe.price;
  const price = Math.round(low + (high - low) * random() ** 2);
  const onOffer = random() < 1 / 3;
  const offer = onOffer ? Math.max(1, Math.round(price * (1 - (10 + random() * 25) / 100))) : null;

  const sizeCount = recipe.sizes.length > 1 && random() < 0.6 ? 2 : 1;
  const sizes = several(random, recipe.sizes, sizeCount).map((sizeName) => ({
    name: sizeName,
    stock: random() < 0.08 ? 0 : between(random, 1, 80),
  }));

  const options = shelves.get(`${recipe.type}/${recipe.pets[0]}`) ?? [...shelves.values()].flat();
  const pictures = pick(random, options);
  const images = pictures.slice(0, Math.min(pictures.length, between(random, 1, 3)));

  const attributes: [AttributeName, string][] =
    recipe.type === 'Food'
      ? [
          ['Brand', brand],
          ['Life Stage', LIFE_STAGES.includes(adjective) ? adjective : 'Adult'],
          flavour ? ['Flavour', flavour] : ['Origin', pick(random, ORIGINS)],
        ]
      : [
          ['Brand', brand],
          ['Material', pick(random, MATERIALS)],
          ['Colour', pick(random, COLOURS)],
        ];
  const benefits = several(random, wording.benefits, 3 + Math.floor(random() * 2));
  // The draw that was an invented rating (decision 126: none are written now) stays, so every
  // later product of a seed is the same as before.
  between(random, 35, 50);

  return {
    recipe,
    spec: {
      name,
      sku: `${SKU_PREFIX}${String(number).padStart(6, '0')}`,
      packaging: recipe.packaging,
      description,
      about,
      benefits,
      price,
      offerPrice: offer === null || offer >= price ? null : offer,
      // Ranks after the sixteen demo best sellers, so the demo shelf stays on top.
      bestsellerRank: random() < 0.01 ? between(random, 17, 500) : null,
      isActive: random() >= 0.02,
      type: recipe.type,
      pets: recipe.pets,
      sizes,
      images,
      attributes,
    },
  };
}

/** One chunk of drafts through the catalog's one product write path. */
async function insertChunk(tx: Db, drafts: Draft[], ids: ReferenceIds): Promise<void> {
  await writeProducts(
    tx,
    drafts.map(({ spec }) => productWrite(spec, ids)),
    { staffId: null },
  );
}

/**
 * Drops the trigram search indexes of products and returns their definitions. Keeping them up to
 * date row by row costs about as much as the whole load; building them once at the end is quick.
 * The drop happens inside the seeding transaction, so a failure restores them.
 */
async function dropSearchIndexes(tx: Db): Promise<string[]> {
  const result = await tx.execute(sql`
    SELECT indexname AS "name", indexdef AS "definition"
      FROM pg_indexes
     WHERE schemaname = current_schema() AND tablename = 'products' AND indexdef LIKE '%USING gin%'`);
  const indexes = (result as unknown as { rows: { name: string; definition: string }[] }).rows;
  for (const index of indexes) await tx.execute(sql`DROP INDEX ${sql.identifier(index.name)}`);
  return indexes.map((index) => index.definition);
}

/** The next free SYN- number, so a second run adds to the first instead of colliding. */
async function nextNumber(db: Db): Promise<number> {
  const [row] = await db
    .select({
      last: sql<
        string | null
      >`max(substring(${products.sku} from ${SKU_PREFIX.length + 1}::int)::int)`,
    })
    .from(products)
    .where(like(products.sku, `${SKU_PREFIX}%`));
  return Number(row?.last ?? 0) + 1;
}

/**
 * A large, believable, deterministic catalog for benchmarks: `count` products spread over every
 * pet type and product type, reusing the demo pictures.
 */
export async function seedSyntheticCatalog(
  db: Db,
  count: number,
  options: { seed?: number } = {},
): Promise<{ products: number }> {
  await seedReferenceData(db);
  const ids = await loadReferenceIds(db);
  const shelves = pictureShelves();
  return db.transaction(async (tx) => {
    const first = await nextNumber(tx);
    const random = mulberry32((options.seed ?? 1) * 1_000_003 + first);
    const searchIndexes = count >= REBUILD_FROM ? await dropSearchIndexes(tx) : [];
    for (let offset = 0; offset < count; offset += CHUNK_SIZE) {
      const drafts = Array.from({ length: Math.min(CHUNK_SIZE, count - offset) }, (_, index) =>
        draftProduct(random, first + offset + index, shelves),
      );
      await insertChunk(tx, drafts, ids);
    }
    for (const definition of searchIndexes) await tx.execute(sql.raw(definition));
    return { products: count };
  });
}
