import { z } from 'zod';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, PRODUCT_SORTS } from './constants.ts';
import { languageOf } from './language.ts';

/**
 * Ours (issue 34, decision 132): `lang=ar` asks a catalog read for the Arabic texts staff wrote
 * (English where they wrote none), in the same shape. Anything else, or nothing, is English: never
 * an error.
 */
export const langParam = z
  .string()
  .optional()
  .catch(undefined)
  .transform((value) => languageOf(value));

export const productImageSchema = z.object({
  id: z.number().int(),
  image_url: z.string(),
  /** What the picture shows, when staff described it (decision 034); else the product's name. */
  alt: z.string().optional(),
});

/**
 * A size of a product. `id`, `name` and `stock` are spec §3's; the rest are ours (issue 19,
 * decision 032): what this size sells at (its own price and offer, else the product's) and its SKU.
 */
export const productSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Units on hand for this size; the page disables sizes at 0. */
  stock: z.number().int(),
  price: z.number(),
  offer_price: z.number().nullable(),
  sku: z.string(),
});
export type ProductSize = z.infer<typeof productSizeSchema>;

export const petTypeSchema = z.object({
  id: z.number().int(),
  /** The pet type's code (CAT); in an Arabic answer (lang=ar), its Arabic name. */
  name: z.string(),
  /** Arabic answers only (lang=ar): the code, as `name` then holds the Arabic name. */
  code: z.string().optional(),
});

export const productTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  group: z.string(),
});

export const productAttributeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pivot: z.object({ value: z.string() }),
});

/**
 * What a product card needs: the listing calls return these. Prices are AED (2 decimals); with
 * sizes priced apart, `price`/`offer_price` are the cheapest size's (the card's "From AED X").
 */
export const productSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number(),
  offer_price: z.number().nullable(),
  sku: z.string(),
  packaging: z.string().nullable(),
  image_url: z.string().nullable(),
  images: z.array(productImageSchema),
  /** The average of published reviews (0 without any, decision 126). */
  rating: z.number(),
  /** Ours (issue 33): how many published reviews `rating` averages; no stars are shown at 0. */
  review_count: z.number().int(),
  product_type: productTypeSchema.nullable(),
  product_pet_types: z.array(petTypeSchema),
  /** Ours (decision 032): each size's price and stock, for "From AED X" and the stock badge. */
  product_sizes: z.array(productSizeSchema),
});
export type ProductSummary = z.infer<typeof productSummarySchema>;

/** Spec §3 "Product": every field the product page reads. */
export const productSchema = productSummarySchema.extend({
  description: z.string(),
  about_product: z.string(),
  benefits: z.string(),
  product_attributes: z.array(productAttributeSchema),
});
export type Product = z.infer<typeof productSchema>;

/** Laravel-style page, as spec §3 "Paged list response". */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  });

export const productPageSchema = pageOf(productSummarySchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const productDetailsResponseSchema = z.object({ product: productSchema });
export type ProductDetailsResponse = z.infer<typeof productDetailsResponseSchema>;

export const productListResponseSchema = z.object({ products: productPageSchema });
export type ProductListResponse = z.infer<typeof productListResponseSchema>;

export const priceBoundsResponseSchema = z.object({
  min_price: z.number(),
  max_price: z.number(),
});
export type PriceBoundsResponse = z.infer<typeof priceBoundsResponseSchema>;

const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) =>
    (Array.isArray(value) ? value : value === undefined ? [] : [value])
      .flatMap((entry) => entry.split(','))
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0),
  );

const pageParam = z.coerce
  .number({ error: 'The page must be a whole number of 1 or more.' })
  .int({ error: 'The page must be a whole number of 1 or more.' })
  .min(1, { error: 'The page must be a whole number of 1 or more.' })
  .max(100_000, { error: 'The page may be at most 100000.' })
  .default(1);

const priceParam = (field: string) =>
  z.coerce
    .number({ error: `The ${field} must be a number.` })
    .min(0, { error: `The ${field} must be 0 or more.` })
    .max(1_000_000, { error: `The ${field} may be at most 1000000.` })
    .optional();

export const pageQuerySchema = z.object({
  page: pageParam,
  per_page: z.coerce
    .number({ error: `The per_page must be a whole number from 1 to ${MAX_PER_PAGE}.` })
    .int({ error: `The per_page must be a whole number from 1 to ${MAX_PER_PAGE}.` })
    .min(1, { error: `The per_page must be a whole number from 1 to ${MAX_PER_PAGE}.` })
    .max(MAX_PER_PAGE, { error: `The per_page must be a whole number from 1 to ${MAX_PER_PAGE}.` })
    .default(DEFAULT_PER_PAGE),
});

const filterFields = {
  search: z
    .string()
    .trim()
    .max(100, { error: 'The search may be at most 100 characters.' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  productTypes: listParam,
  petTypes: listParam,
  minPrice: priceParam('minPrice'),
  maxPrice: priceParam('maxPrice'),
};

const priceOrder = <T extends { minPrice?: number | undefined; maxPrice?: number | undefined }>(
  query: T,
) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice;
const priceOrderError = {
  error: 'The minPrice must not be above the maxPrice.',
  path: ['minPrice'],
};

/**
 * Query of GET /api/get-filtered-products (bracket arrays are folded in by the route). `sort` is
 * ours (issue 19): without it, relevance when searching, else the spec's shelf order.
 */
export const productFilterQuerySchema = pageQuerySchema
  .extend({
    ...filterFields,
    lang: langParam,
    sort: z
      .enum(PRODUCT_SORTS, { error: `The sort must be one of: ${PRODUCT_SORTS.join(', ')}.` })
      .optional(),
  })
  .refine(priceOrder, priceOrderError);
export type ProductFilterQuery = z.output<typeof productFilterQuerySchema>;

/** Query of GET /api/catalog/facets: the listing's filters, without page or order. */
export const facetQuerySchema = z
  .object({ ...filterFields, lang: langParam })
  .refine(priceOrder, priceOrderError);
export type FacetQuery = z.output<typeof facetQuerySchema>;

/**
 * GET /api/catalog/facets (issue 19): how many products each pet type and product type would show
 * with the other filters as they are (a facet's own selection does not narrow its own counts),
 * the number matching all of them, and, when a search finds nothing, the closest spelling.
 */
export const facetsResponseSchema = z.object({
  total: z.number().int(),
  /** `label`: Arabic answers only (lang=ar), the name to show; `code`/`name` stay the filter's keys. */
  pet_types: z.array(
    z.object({ code: z.string(), count: z.number().int(), label: z.string().optional() }),
  ),
  product_types: z.array(
    z.object({ name: z.string(), count: z.number().int(), label: z.string().optional() }),
  ),
  /** A search the catalog's own words suggest when `search` found nothing; else null. */
  suggestion: z.string().nullable(),
});
export type FacetsResponse = z.infer<typeof facetsResponseSchema>;

/** GET /api/get-all-active-products: without a page it answers the price bounds only. */
export const activeProductsQuerySchema = z.object({
  page: pageQuerySchema.shape.page.unwrap().optional(),
  per_page: pageQuerySchema.shape.per_page,
  lang: langParam,
});

/** GET /api/get-bestseller-products: a page, in a language. */
export const bestsellersQuerySchema = pageQuerySchema.extend({ lang: langParam });
