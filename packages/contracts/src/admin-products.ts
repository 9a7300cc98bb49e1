import { z } from 'zod';
import { bulkIdsSchema } from './admin-bulk.ts';
import { PET_TYPES } from './constants.ts';
import { bidiControlsMessage, hasBidiControls } from './text-rules.ts';
import { adminListPageIntegers, adminListPageSchema } from './admin-lists.ts';

/**
 * The back office's product calls (/api/admin/products…). JSON in camelCase; money in AED with at
 * most two decimals, as the shop's API. Imported from `@petshop/contracts/admin-products` only, so
 * the shop's first view never carries these schemas.
 */

export const ADMIN_PRODUCT_STATUSES = ['active', 'draft', 'archived'] as const;
export type AdminProductStatus = (typeof ADMIN_PRODUCT_STATUSES)[number];
export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'stock', 'updated'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];
export const ADMIN_PRODUCT_STOCK_FILTERS = ['low', 'out'] as const;
export const ADMIN_PRODUCTS_MAX_PAGE_SIZE = 100;
export const ADMIN_PRODUCTS_DEFAULT_PAGE_SIZE = 25;

/** A blank query value (`?status=`) means "not filtered". */
const optionalQuery = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

export const adminProductListQuerySchema = z.object({
  /** Part of the name or the SKU, any case. */
  search: optionalQuery(
    z.string().trim().max(100, { error: 'Search for at most 100 characters.' }),
  ),
  petType: optionalQuery(z.enum(PET_TYPES, { error: 'Choose a pet type from the list.' })),
  productTypeId: optionalQuery(
    z.coerce.number({ error: 'Choose a product type from the list.' }).int().positive(),
  ),
  /** Without a status: active and draft products, not archived ones. */
  status: optionalQuery(
    z.enum(ADMIN_PRODUCT_STATUSES, { error: 'Status is active, draft or archived.' }),
  ),
  /** low: some size at or below the product's low-stock threshold; out: every size at 0. */
  stock: optionalQuery(z.enum(ADMIN_PRODUCT_STOCK_FILTERS, { error: 'Stock is low or out.' })),
  sort: optionalQuery(
    z.enum(ADMIN_PRODUCT_SORTS, { error: 'Sort by name, price, stock or updated.' }),
  ),
  direction: optionalQuery(z.enum(['asc', 'desc'], { error: 'Direction is asc or desc.' })),
  page: optionalQuery(
    z.coerce.number({ error: 'The page is a whole number from 1.' }).int().min(1).max(100_000),
  ),
  pageSize: optionalQuery(
    z.coerce
      .number({
        error: `The page size is a whole number from 1 to ${ADMIN_PRODUCTS_MAX_PAGE_SIZE}.`,
      })
      .int()
      .min(1)
      .max(ADMIN_PRODUCTS_MAX_PAGE_SIZE),
  ),
});
/** The list's query as a client writes it: every value a text, blank or absent for "any". */
export type AdminProductListQuery = Partial<
  Record<keyof z.output<typeof adminProductListQuerySchema>, string>
>;

export const adminProductListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  status: z.enum(ADMIN_PRODUCT_STATUSES),
  /** Units on hand over all sizes. */
  stock: z.number().int(),
  sizeCount: z.number().int(),
  lowStock: z.boolean(),
  outOfStock: z.boolean(),
  productType: z.string().nullable(),
  petTypes: z.array(z.string()),
  imageUrl: z.string().nullable(),
  updatedAt: z.string(),
  /** Back-in-stock alerts waiting for the product or one of its sizes: a restocking hint (issue 33). */
  stockAlertsWaiting: z.number().int(),
});
export type AdminProductListItem = z.infer<typeof adminProductListItemSchema>;

export const adminProductPageSchema = adminListPageSchema(adminProductListItemSchema).extend({
  /** The same rows as `items`, under the name this list first answered with (decision 095). */
  data: z.array(adminProductListItemSchema),
  ...adminListPageIntegers,
});
export type AdminProductPage = z.infer<typeof adminProductPageSchema>;

export const adminProductSizeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Null: the size sells at the product's price (and offer). */
  price: z.number().nullable(),
  offerPrice: z.number().nullable(),
  skuSuffix: z.string().nullable(),
  stock: z.number().int(),
});

export const adminProductSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sku: z.string(),
  description: z.string(),
  about: z.string(),
  benefits: z.array(z.string()),
  /**
   * The Arabic texts (issue 34): the shop shows them to customers reading Arabic, the English ones
   * where they are null (or, for benefits, empty). Always sent by the server.
   */
  nameAr: z.string().nullable().optional(),
  descriptionAr: z.string().nullable().optional(),
  aboutAr: z.string().nullable().optional(),
  benefitsAr: z.array(z.string()).optional(),
  price: z.number(),
  offerPrice: z.number().nullable(),
  packaging: z.string().nullable(),
  petTypes: z.array(z.enum(PET_TYPES)),
  productTypeId: z.number().int().nullable(),
  productType: z.object({ id: z.number().int(), name: z.string(), group: z.string() }).nullable(),
  sizes: z.array(adminProductSizeSchema),
  /**
   * `nameAr` (the attribute's Arabic name, shared by every product) and `valueAr` (this product's
   * value in Arabic): issue 34; null where staff wrote none. Always sent by the server.
   */
  attributes: z.array(
    z.object({
      name: z.string(),
      value: z.string(),
      nameAr: z.string().nullable().optional(),
      valueAr: z.string().nullable().optional(),
    }),
  ),
  images: z.array(
    z.object({
      id: z.number().int(),
      url: z.string(),
      position: z.number().int(),
      alt: z.string().nullable(),
    }),
  ),
  isActive: z.boolean(),
  status: z.enum(ADMIN_PRODUCT_STATUSES),
  archivedAt: z.string().nullable(),
  lowStockThreshold: z.number().int(),
  version: z.number().int(),
  /** A product with orders can be archived, never deleted. */
  hasOrders: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Back-in-stock alerts waiting for the product or one of its sizes: a restocking hint (issue 33). */
  stockAlertsWaiting: z.number().int(),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductResponseSchema = z.object({ product: adminProductSchema });
export type AdminProductResponse = z.infer<typeof adminProductResponseSchema>;

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `Enter the ${label}.` })
    .trim()
    .min(1, { error: `Enter the ${label}.` })
    .max(max, { error: `The ${label} may have at most ${max} characters.` })
    .refine((text) => !hasBidiControls(text), { error: bidiControlsMessage(label) });

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `The ${label} must be text.` })
    .trim()
    .max(max, { error: `The ${label} may have at most ${max} characters.` })
    .refine((text) => !hasBidiControls(text), { error: bidiControlsMessage(label) });

/** Blank means none: a form's empty box is sent as null (or ""). */
const nullableText = (label: string, max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    optionalText(label, max).nullable(),
  );

const hasAtMostTwoDecimals = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * The limits every writer of products keeps: the form, the CSV import, the seed and the tests'
 * builders (decision 086). A price is below AED 1,000,000 (an order's lines then stay far inside
 * the database's integer fils); a size holds at most 1,000,000 units; a SKU has up to 64 characters.
 */
export const PRICE_LIMIT_AED = 1_000_000;
export const MAX_PRICE_FILS = PRICE_LIMIT_AED * 100 - 1;
export const MAX_SIZE_STOCK = 1_000_000;
export const SKU_MAX_LENGTH = 64;
export const SKU_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

const filsPrice = z.number().int().positive().max(MAX_PRICE_FILS);

/**
 * What the catalog's one product write path accepts (decision 087), whoever writes: the form,
 * the CSV import (its rows parsed into it), the seed and the tests' builders. Money in fils,
 * references as ids. Each writer checks its own input first, with its own messages; this is the
 * rule none of them may get past: the limits above, and offers below the price they cut.
 */
export const productWriteSchema = z
  .object({
    sku: z.string().min(1).max(SKU_MAX_LENGTH).regex(SKU_PATTERN),
    name: z.string().trim().min(1),
    priceFils: filsPrice,
    offerPriceFils: filsPrice.nullable(),
    productTypeId: z.number().int().positive(),
    lowStockThreshold: z.number().int().min(0),
    sizes: z.array(
      z.object({
        name: z.string().trim().min(1),
        priceFils: filsPrice.nullable(),
        offerPriceFils: filsPrice.nullable(),
        stock: z.number().int().min(0).max(MAX_SIZE_STOCK).optional(),
      }),
    ),
  })
  .superRefine((product, context) => {
    if (product.offerPriceFils !== null && product.offerPriceFils >= product.priceFils) {
      context.addIssue({
        code: 'custom',
        path: ['offerPriceFils'],
        message: 'Offer not below price.',
      });
    }
    product.sizes.forEach((size, index) => {
      const price = size.priceFils ?? product.priceFils;
      if (size.offerPriceFils !== null && size.offerPriceFils >= price) {
        context.addIssue({
          code: 'custom',
          path: ['sizes', index, 'offerPriceFils'],
          message: 'Size offer not below its price.',
        });
      }
    });
  });

/** An amount in AED: above 0, at most two decimals, below PRICE_LIMIT_AED. */
const money = (label: string) =>
  z
    .number({ error: `Enter the ${label} in AED.` })
    .positive({ error: `The ${label} must be more than 0.` })
    .max(MAX_PRICE_FILS / 100, { error: `The ${label} must be below AED 1,000,000.` })
    .refine(hasAtMostTwoDecimals, { error: `The ${label} may have at most 2 decimals (fils).` });

export const adminProductSizeInputSchema = z.object({
  /** An existing size of this product; absent for a new size. */
  id: z.number().int().positive().optional(),
  name: requiredText('size name', 60),
  price: money('size price').nullable(),
  offerPrice: money('size offer price').nullable(),
  skuSuffix: nullableText('SKU suffix', 40),
  /**
   * Units on hand of a NEW size (opens its stock ledger with an 'initial' row). An existing size's
   * stock changes only through a stock adjustment, so it is ignored there.
   */
  stock: z
    .number({ error: 'Enter the stock as a whole number.' })
    .int({ error: 'Enter the stock as a whole number.' })
    .min(0, { error: 'The stock cannot be below 0.' })
    .max(MAX_SIZE_STOCK, { error: 'The stock must be below 1,000,000.' })
    .optional(),
});
export type AdminProductSizeInput = z.input<typeof adminProductSizeInputSchema>;

const adminProductFields = z.object({
  name: requiredText('product name', 200),
  sku: requiredText('SKU', SKU_MAX_LENGTH).regex(SKU_PATTERN, {
    error: 'The SKU may hold letters, digits, dots, dashes, slashes and underscores only.',
  }),
  description: requiredText('description', 5000),
  about: optionalText('"about" text', 10_000),
  benefits: z
    .array(requiredText('benefit', 300), { error: 'Benefits are a list.' })
    .max(20, { error: 'List at most 20 benefits.' }),
  /**
   * The Arabic texts (issue 34), each optional: left out, the stored one stays; null (or blank,
   * or no Arabic benefits) means none, and the shop shows the English.
   */
  nameAr: nullableText('Arabic name', 200).optional(),
  descriptionAr: nullableText('Arabic description', 5000).optional(),
  aboutAr: nullableText('Arabic "about" text', 10_000).optional(),
  benefitsAr: z
    .array(requiredText('Arabic benefit', 300), { error: 'Arabic benefits are a list.' })
    .max(20, { error: 'List at most 20 Arabic benefits.' })
    .optional(),
  price: money('price'),
  offerPrice: money('offer price').nullable(),
  packaging: nullableText('packaging', 100),
  petTypes: z
    .array(z.enum(PET_TYPES, { error: 'Choose pet types from the list.' }))
    .min(1, { error: 'Choose at least one pet type.' }),
  productTypeId: z
    .number({ error: 'Choose a product type.' })
    .int()
    .positive({ error: 'Choose a product type.' }),
  sizes: z
    .array(adminProductSizeInputSchema, { error: 'Add at least one size.' })
    .min(1, { error: 'Add at least one size.' })
    .max(30, { error: 'A product may have at most 30 sizes.' }),
  attributes: z
    .array(
      z.object({
        name: requiredText('attribute name', 60),
        value: requiredText('value', 200),
        /**
         * Issue 34, decision 137. The attribute's Arabic name, shared by every product: a text
         * renames it in Arabic; blank, null or left out keeps the stored one.
         */
        nameAr: nullableText('Arabic attribute name', 60).optional(),
        /**
         * This product's value in Arabic: null or blank is none (the shop shows the English, as
         * for a brand); left out, the stored one stays while the English value is unchanged.
         */
        valueAr: nullableText('Arabic value', 200).optional(),
      }),
    )
    .max(30, { error: 'A product may have at most 30 attributes.' }),
  isActive: z.boolean({ error: 'Say whether the product is active.' }),
  lowStockThreshold: z
    .number({ error: 'Enter the low-stock threshold as a whole number.' })
    .int({ error: 'Enter the low-stock threshold as a whole number.' })
    .min(0, { error: 'The low-stock threshold cannot be below 0.' })
    .max(100_000, { error: 'The low-stock threshold must be at most 100,000.' }),
});

/** The rules across fields: offers below prices, no size or attribute named twice. */
function checkProductInput(
  input: z.output<typeof adminProductFields>,
  context: z.RefinementCtx,
): void {
  if (input.offerPrice !== null && input.offerPrice >= input.price) {
    context.addIssue({
      code: 'custom',
      path: ['offerPrice'],
      message: 'The offer price must be below the price.',
    });
  }
  const sizeNames = new Set<string>();
  input.sizes.forEach((size, index) => {
    const key = size.name.toLowerCase();
    if (sizeNames.has(key)) {
      context.addIssue({
        code: 'custom',
        path: ['sizes', index, 'name'],
        message: `Another size is already called "${size.name}".`,
      });
    }
    sizeNames.add(key);
    const sizePrice = size.price ?? input.price;
    if (size.offerPrice !== null && size.offerPrice >= sizePrice) {
      context.addIssue({
        code: 'custom',
        path: ['sizes', index, 'offerPrice'],
        message: 'The size offer price must be below its price.',
      });
    }
  });
  const attributeNames = new Set<string>();
  input.attributes.forEach((attribute, index) => {
    const key = attribute.name.toLowerCase();
    if (attributeNames.has(key)) {
      context.addIssue({
        code: 'custom',
        path: ['attributes', index, 'name'],
        message: `"${attribute.name}" is already listed.`,
      });
    }
    attributeNames.add(key);
  });
}

export const adminProductInputSchema = adminProductFields.superRefine(checkProductInput);
export type AdminProductInput = z.input<typeof adminProductInputSchema>;
export type AdminProductValues = z.output<typeof adminProductInputSchema>;

/** An edit names the version it was made from; an older one than the stored one is refused (409). */
export const adminProductUpdateSchema = adminProductFields
  .extend({
    version: z
      .number({ error: 'The version of the product you edited is missing. Reload and try again.' })
      .int()
      .positive(),
  })
  .superRefine(checkProductInput);
export type AdminProductUpdate = z.input<typeof adminProductUpdateSchema>;

/** The choices the product form offers. */
export const adminProductReferenceSchema = z.object({
  petTypes: z.array(z.object({ code: z.enum(PET_TYPES), name: z.string() })),
  productTypes: z.array(z.object({ id: z.number().int(), name: z.string(), group: z.string() })),
  /** `nameAr`: the attribute's Arabic name (issue 34), which the form fills in beside the name. */
  attributes: z.array(
    z.object({ id: z.number().int(), name: z.string(), nameAr: z.string().nullable().optional() }),
  ),
});
export type AdminProductReference = z.infer<typeof adminProductReferenceSchema>;

export const STALE_PRODUCT_MESSAGE =
  'This product was changed by someone else. Reload to see their changes.';

/** POST /api/admin/products/bulk: activate or archive the chosen products, each on its own. */
export const productBulkSchema = z.object({
  action: z.enum(['activate', 'archive'], { error: 'The action must be activate or archive.' }),
  ids: bulkIdsSchema,
});
export type ProductBulkAction = z.infer<typeof productBulkSchema>['action'];
