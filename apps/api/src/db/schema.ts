import { LANGUAGES } from '@petshop/contracts/language';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '@petshop/contracts/admin-orders';
import { relations, sql } from 'drizzle-orm';
import {
  bigint,
  check,
  customType,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  boolean,
  jsonb,
} from 'drizzle-orm/pg-core';

/** A file a mail carries: its name, type and (text) content. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** PostgreSQL's text-search document (decision 038); written by the database, never by us. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * When a row was made and last changed. One object spread into each table that keeps both, so
 * the columns are declared once (Drizzle builds a column of its own for every table).
 */
const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** Two-factor sign-in (issue 21): the same three columns for customers and for staff. */
const twoFactorColumns = {
  /** Base32 TOTP secret; set while two-factor sign-in is being set up or is on (issue 21). */
  totpSecret: text('totp_secret'),
  /** When the person confirmed a first code; null: two-factor sign-in is off. */
  totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
  /** The 30-second step of the last accepted code: that code and older ones never work again. */
  totpLastStep: integer('totp_last_step'),
};

/**
 * An opaque bearer token, customers' or staff's: only a SHA-256 of the token is kept, so a
 * database leak logs no one in. Fresh builders for each table: Drizzle names an unnamed unique
 * constraint after the first table that builds the column and keeps that name on the builder.
 */
const bearerTokenColumns = () => ({
  tokenHash: text('token_hash').notNull().unique(),
  /** The browser's User-Agent at sign-in, shown in the sessions list (issue 21). */
  userAgent: text('user_agent'),
  /** Refreshed at most every few minutes by the requests the token makes. */
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** A language the shop writes in (issue 34, decision 132): 'en' or 'ar', English by default. */
const languageColumn = () => text('language', { enum: LANGUAGES }).notNull().default('en');

/** DOG, CAT, BIRD, FISH: the codes the store filters by. */
export const petTypes = pgTable('pet_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  /** The name in Arabic (issue 34); null: the shop shows the English name. */
  nameAr: text('name_ar'),
});

/** Food, Accessories, Collar, Toys (spec §3 "Filter options"). */
export const productTypeGroups = pgTable('product_type_groups', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name in Arabic (issue 34); null: the shop shows the English name. */
  nameAr: text('name_ar'),
  position: smallint('position').notNull().default(0),
});

export const productTypes = pgTable(
  'product_types',
  {
    id: serial('id').primaryKey(),
    /** Shown as written ("Food", "cage"); "food" is the same type (issue 27.11). */
    name: text('name').notNull(),
    /** The name in Arabic (issue 34); null: the shop shows the English name. */
    nameAr: text('name_ar'),
    groupId: integer('group_id')
      .notNull()
      .references(() => productTypeGroups.id),
  },
  (table) => [uniqueIndex('product_types_name_lower_unique').on(sql`lower(${table.name})`)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Unique whatever the case: "X" and "x" are one product (products_sku_lower_unique). */
    sku: text('sku').notNull(),
    packaging: text('packaging'),
    description: text('description').notNull(),
    aboutProduct: text('about_product').notNull(),
    benefits: text('benefits').notNull(),
    /**
     * The texts in Arabic (issue 34), edited beside the English; each null field falls back to
     * its English text in the Arabic shop.
     */
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    aboutProductAr: text('about_product_ar'),
    benefitsAr: text('benefits_ar'),
    /** Money is integer fils (1 AED = 100 fils). */
    priceFils: integer('price_fils').notNull(),
    offerPriceFils: integer('offer_price_fils'),
    /** What a customer pays: the offer when set and lower, else the price. Kept for filtering. */
    effectivePriceFils: integer('effective_price_fils').generatedAlwaysAs(
      sql`CASE WHEN offer_price_fils IS NOT NULL AND offer_price_fils < price_fils THEN offer_price_fils ELSE price_fils END`,
    ),
    /**
     * The average of the product's published reviews, rounded to one decimal; 0 without reviews
     * (issue 33, decision 126). Kept here, in each review's transaction, so listings read no joins.
     */
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    /** How many published reviews `rating` averages. */
    reviewCount: integer('review_count').notNull().default(0),
    productTypeId: integer('product_type_id').references(() => productTypes.id),
    /** Lower is better; null means the product is not on the best-seller shelf. */
    bestsellerRank: integer('bestseller_rank'),
    /** Shown in the shop when true; a draft (false) is visible to staff only. */
    isActive: boolean('is_active').notNull().default(true),
    /** Set when staff archive a product that has orders: hidden from the shop, kept for history. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** A size at or below this many units is "low stock" in the back office. */
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    /** Raised by every staff edit; an edit naming an older version is refused (409). */
    version: integer('version').notNull().default(1),
    ...timestamps,
    /**
     * The store's full-text search (issue 19, decision 038): English stems of the name (weight A)
     * and description (weight B), so "dogs food" finds "Food for dogs" and a name match ranks first.
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')`,
    ),
  },
  (table) => [
    check('products_price_positive', sql`${table.priceFils} > 0`),
    check('products_low_stock_not_negative', sql`${table.lowStockThreshold} >= 0`),
    check(
      'products_offer_positive',
      sql`${table.offerPriceFils} IS NULL OR ${table.offerPriceFils} > 0`,
    ),
    check('products_rating_range', sql`${table.rating} >= 0 AND ${table.rating} <= 5`),
    index('products_active_id_idx').on(table.isActive, table.id),
    index('products_active_price_idx').on(table.isActive, table.effectivePriceFils, table.id),
    index('products_type_idx').on(table.productTypeId, table.id),
    index('products_bestseller_idx')
      .on(table.bestsellerRank, table.id)
      .where(sql`${table.bestsellerRank} IS NOT NULL AND ${table.isActive}`),
    index('products_name_trgm_idx').using('gin', sql`lower(${table.name}) gin_trgm_ops`),
    index('products_sku_trgm_idx').using('gin', sql`lower(${table.sku}) gin_trgm_ops`),
    // The back office's list sorts (name, price, last change), in page order at 100,000 products.
    index('products_lower_name_idx').on(sql`lower(${table.name})`, table.id),
    index('products_price_id_idx').on(table.priceFils, table.id),
    index('products_updated_idx').on(table.updatedAt, table.id),
    index('products_description_trgm_idx').using(
      'gin',
      sql`lower(${table.description}) gin_trgm_ops`,
    ),
    index('products_search_idx').using('gin', table.searchVector),
    // The store's Arabic search (issue 34): the Arabic name with its spelling variants folded by
    // migration 0030's petshop_arabic_search, by trigram.
    index('products_name_ar_trgm_idx').using(
      'gin',
      sql`petshop_arabic_search(${table.nameAr}) gin_trgm_ops`,
    ),
    // One product per SKU whatever its case; a search that is a SKU finds it exactly.
    uniqueIndex('products_sku_lower_unique').on(sql`lower(${table.sku})`),
    // The store's "Newest" order.
    index('products_created_idx').on(table.createdAt, table.id),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** Path under /storage (e.g. products/royal-kibble-1.svg) or an absolute URL. */
    path: text('path').notNull(),
    position: smallint('position').notNull().default(0),
    /**
     * For uploaded photos: the resized copies written beside `path` (which names the largest
     * WebP, so every reader of `path` keeps working). Null for the demo SVG artwork.
     */
    variants: jsonb('variants').$type<{ base: string; widths: number[]; formats: string[] }>(),
    alt: text('alt'),
  },
  (table) => [index('product_images_product_idx').on(table.productId, table.position)],
);

/** Every product has at least one size; stock lives here and never goes below zero. */
export const productSizes = pgTable(
  'product_sizes',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Equals the sum of this size's stock_movements; changed only through the inventory module. */
    stock: integer('stock').notNull().default(0),
    position: smallint('position').notNull().default(0),
    /** This size's own price and offer; null means the product's. */
    priceFils: integer('price_fils'),
    offerPriceFils: integer('offer_price_fils'),
    /** Appended to the product's SKU for this size (e.g. "-2KG"). */
    skuSuffix: text('sku_suffix'),
  },
  (table) => [
    check('product_sizes_stock_not_negative', sql`${table.stock} >= 0`),
    check(
      'product_sizes_price_positive',
      sql`${table.priceFils} IS NULL OR ${table.priceFils} > 0`,
    ),
    check(
      'product_sizes_offer_positive',
      sql`${table.offerPriceFils} IS NULL OR ${table.offerPriceFils} > 0`,
    ),
    uniqueIndex('product_sizes_product_name_idx').on(table.productId, table.name),
  ],
);

export const productPetTypes = pgTable(
  'product_pet_types',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    petTypeId: integer('pet_type_id')
      .notNull()
      .references(() => petTypes.id),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.petTypeId] }),
    index('product_pet_types_pet_idx').on(table.petTypeId, table.productId),
  ],
);

export const attributes = pgTable('attributes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** The name in Arabic (issue 34), shared by every product; null: the shop shows the English. */
  nameAr: text('name_ar'),
});

export const productAttributeValues = pgTable(
  'product_attribute_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer('attribute_id')
      .notNull()
      .references(() => attributes.id),
    value: text('value').notNull(),
    /** The value in Arabic (issue 34); null: the shop shows the English (brands stay as written). */
    valueAr: text('value_ar'),
    position: smallint('position').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.productId, table.attributeId] })],
);

/** A customer account. Email is stored trimmed and lower-cased, phone as + and digits only. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    phone: text('phone').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    address: text('address'),
    city: text('city'),
    country: text('country'),
    postalCode: text('postal_code'),
    gender: text('gender'),
    dateOfBirth: text('date_of_birth'),
    /** Set by staff: the customer cannot log in and every session was ended. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    /** When the customer opened the link sent to `email` (issue 21); null: not verified yet. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    ...twoFactorColumns,
    /**
     * The customer deleted the account (UAE PDPL): personal fields were erased and `email`/`phone`
     * replaced by unique placeholders, so the address can register again; orders keep pointing here.
     */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /**
     * The optional e-mails the customer takes (issue 33): review requests, back-in-stock alerts and
     * offers. Order, refund, booking and account mails are always sent.
     */
    mailReviewRequests: boolean('mail_review_requests').notNull().default(true),
    mailBackInStock: boolean('mail_back_in_stock').notNull().default(true),
    mailOffers: boolean('mail_offers').notNull().default(true),
    /** Names the account in unsubscribe links, which work without logging in. */
    mailToken: text('mail_token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    /** The language the customer reads the shop and their e-mails in (issue 34): 'en' or 'ar'. */
    language: languageColumn(),
    ...timestamps,
  },
  (table) => [check('users_language_known', sql`${table.language} IN ('en', 'ar')`)],
);

/** Customers' bearer tokens (see `bearerTokenColumns`). */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...bearerTokenColumns(),
  },
  (table) => [index('auth_tokens_user_idx').on(table.userId)],
);

/** A delivery address a customer saved (issue 21); at most one per customer is the default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The customer's own name for it: "Home", "Office". */
    label: text('label'),
    recipientName: text('recipient_name').notNull(),
    phone: text('phone').notNull(),
    emirate: text('emirate').notNull(),
    area: text('area').notNull(),
    street: text('street').notNull(),
    building: text('building').notNull(),
    flat: text('flat'),
    landmark: text('landmark'),
    isDefault: boolean('is_default').notNull().default(false),
    ...timestamps,
  },
  (table) => [
    index('customer_addresses_user_idx').on(table.userId),
    uniqueIndex('customer_addresses_one_default_idx')
      .on(table.userId)
      .where(sql`${table.isDefault}`),
  ],
);

/**
 * Single-use recovery codes for two-factor sign-in (issue 21), ten per setup, SHA-256 kept.
 * Exactly one of `userId` (a customer) and `staffId` is set.
 */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('recovery_codes_user_idx').on(table.userId),
    index('recovery_codes_staff_idx').on(table.staffId),
    check('recovery_codes_one_owner', sql`(${table.userId} IS NULL) <> (${table.staffId} IS NULL)`),
  ],
);

/**
 * The step between a right password and a right second factor (issue 21): a short-lived token the
 * login answer hands back, SHA-256 kept, used once. Exactly one of `userId` and `staffId` is set.
 */
export const twoFactorChallenges = pgTable(
  'two_factor_challenges',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** The User-Agent of the sign-in, carried to the session the challenge ends in. */
    userAgent: text('user_agent'),
    /** Wrong codes entered against this challenge; it stops working after a few. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'two_factor_challenges_one_owner',
      sql`(${table.userId} IS NULL) <> (${table.staffId} IS NULL)`,
    ),
  ],
);

/**
 * One-time links e-mailed to a customer (issue 21): a password reset, or the proof that they read
 * `email` (verification, or a change of address). Only a SHA-256 of the token is kept; a link
 * works once, until it expires, and only while it is the newest of its purpose for the account.
 */
export const accountLinks = pgTable(
  'account_links',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['reset', 'verify_email'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** The address the link was sent to (for verify_email: the address it proves). */
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('account_links_user_idx').on(table.userId, table.purpose, table.createdAt)],
);

/**
 * A customer's row about a product (a wishlist entry, a cart line): both go when either does.
 * Fresh builders for each table, as for `bearerTokenColumns`.
 */
const customerProductColumns = () => ({
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
});

/** A product a customer keeps for later; once per customer and product. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    ...customerProductColumns(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('wishlist_items_user_product_idx').on(table.userId, table.productId)],
);

/** A cart line: one row per customer and product size; adding again raises the quantity. */
export const cartItems = pgTable(
  'cart_items',
  {
    ...customerProductColumns(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    ...timestamps,
  },
  (table) => [
    check('cart_items_quantity_positive', sql`${table.quantity} > 0`),
    uniqueIndex('cart_items_user_size_idx').on(table.userId, table.productSizeId),
  ],
);

/**
 * E-mails waiting to be delivered. Writers insert in their own transaction, so a mail exists
 * exactly when the order or booking does; delivery retries with backoff and never blocks them.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body'),
    /** Files sent with it (an appointment's .ics): text content, as written into the mail. */
    attachments: jsonb('attachments').$type<MailAttachment[]>(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (table) => [
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * An order. A card order exists from its checkout session on ('awaiting_payment', stock held)
 * and is placed when the provider reports it paid; a cash-on-delivery order is placed at once.
 * Lists show placed orders only. Money is integer fils, as charged.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /**
     * What customers and staff call the order, given when it is placed (cash at once, card when
     * paid) from the `order_numbers` counter, so declined card attempts leave no gaps (issue 20,
     * decision 044). Null while a card order awaits its payment.
     */
    orderNumber: text('order_number').unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // Both status lists are the contracts' own, so what the table keeps and what the API answers
    // with cannot drift apart.
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    paymentMethod: text('payment_method', { enum: ['card', 'cod'] }).notNull(),
    /**
     * The money's truth, kept by the refunds module once paid: partially_refunded / refunded
     * when refunds gave back some / all of it; refund_pending while the provider is asked;
     * refund_due when the provider could not refund automatically (decision 060).
     * Cash on delivery: pending until staff record the courier's collection, then paid, or
     * collection_failed when the courier came back without the cash (issue 27).
     */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    paymentProvider: text('payment_provider'),
    checkoutSessionId: text('checkout_session_id').unique(),
    transactionId: text('transaction_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** A client-chosen key so a retried cash-on-delivery request makes one order. */
    idempotencyKey: text('idempotency_key'),
    subtotalFils: integer('subtotal_fils').notNull(),
    shippingFils: integer('shipping_fils').notNull().default(0),
    taxFils: integer('tax_fils').notNull().default(0),
    discountFils: integer('discount_fils').notNull().default(0),
    /** The coupon the discount came from, as the customer typed it (issue 32); null without. */
    couponCode: text('coupon_code'),
    totalFils: integer('total_fils').notNull(),
    currency: text('currency').notNull().default('AED'),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    shippingStreet: text('shipping_street'),
    shippingHouseNumber: text('shipping_house_number'),
    shippingCity: text('shipping_city'),
    shippingState: text('shipping_state'),
    shippingPostalCode: text('shipping_postal_code'),
    shippingCountry: text('shipping_country'),
    /** A UAE address (issue 20): emirate, area, building or villa, flat or office, landmark. */
    shippingEmirate: text('shipping_emirate'),
    shippingArea: text('shipping_area'),
    shippingBuilding: text('shipping_building'),
    shippingFlat: text('shipping_flat'),
    shippingLandmark: text('shipping_landmark'),
    notes: text('notes'),
    /**
     * Money given back or promised back by the order's refunds (order_refunds: refunded, under
     * way or due). The CHECK keeps it within the total: a refund never exceeds what was paid.
     */
    refundedFils: integer('refunded_fils').notNull().default(0),
    /** The provider's latest refund id once money went back (a refund by staff, a closed checkout). */
    refundId: text('refund_id'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** When the one e-mail asking for reviews of this order was queued (issue 33); null: not yet. */
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    trackingNumber: text('tracking_number'),
    shippingCarrier: text('shipping_carrier'),
    estimatedDelivery: timestamp('estimated_delivery', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    /** When a POST /api/orders first answered with this card order (spec §7's client posts once). */
    clientClaimedAt: timestamp('client_claimed_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    check('orders_total_not_negative', sql`${table.totalFils} >= 0`),
    check(
      'orders_refunds_within_total',
      sql`${table.refundedFils} >= 0 AND ${table.refundedFils} <= ${table.totalFils}`,
    ),
    index('orders_placed_idx').on(table.placedAt, table.id),
    index('orders_status_placed_idx').on(table.status, table.placedAt),
    index('orders_user_placed_idx').on(table.userId, table.placedAt),
    uniqueIndex('orders_user_idempotency_idx')
      .on(table.userId, table.idempotencyKey)
      .where(sql`${table.idempotencyKey} IS NOT NULL`),
  ],
);

/** What was bought, as it was charged: names and prices are copied, not looked up later. */
export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productSizeId: integer('product_size_id').references(() => productSizes.id, {
      onDelete: 'set null',
    }),
    productName: text('product_name').notNull(),
    description: text('description'),
    sizeName: text('size_name').notNull(),
    sku: text('sku').notNull(),
    imagePath: text('image_path'),
    unitPriceFils: integer('unit_price_fils').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotalFils: integer('line_total_fils').notNull(),
    /**
     * The line's share of the order's coupon discount (issue 32): a refund of its units gives back
     * what was paid for them, never the price before the discount. 0 without a coupon, and for a
     * free-delivery coupon (its discount is the delivery fee's).
     */
    discountFils: integer('discount_fils').notNull().default(0),
    /** Units refunded by the order's refunds (order_refund_lines); never more than bought. */
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (table) => [
    check('order_items_quantity_positive', sql`${table.quantity} > 0`),
    check(
      'order_items_discount_within_line',
      sql`${table.discountFils} >= 0 AND ${table.discountFils} <= ${table.lineTotalFils}`,
    ),
    check(
      'order_items_refunds_within_quantity',
      sql`${table.refundedQuantity} >= 0 AND ${table.refundedQuantity} <= ${table.quantity}`,
    ),
    index('order_items_order_idx').on(table.orderId),
  ],
);

/** The built-in card provider's checkout sessions (used when no Stripe key is configured). */
export const simulatedPaymentSessions = pgTable('simulated_payment_sessions', {
  id: text('id').primaryKey(),
  orderId: integer('order_id')
    .notNull()
    .references(() => orders.id, { onDelete: 'cascade' }),
  amountFils: integer('amount_fils').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  lines: text('lines').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['open', 'complete', 'expired'] })
    .notNull()
    .default('open'),
  paymentStatus: text('payment_status', { enum: ['unpaid', 'paid', 'refunded'] })
    .notNull()
    .default('unpaid'),
  paymentIntentId: text('payment_intent_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** The built-in card provider's refunds: one per idempotency key, never more than was paid. */
export const simulatedRefunds = pgTable(
  'simulated_refunds',
  {
    id: text('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => simulatedPaymentSessions.id, { onDelete: 'cascade' }),
    amountFils: integer('amount_fils').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    /** The shop's reference of the refund (as Stripe keeps it in metadata). */
    reference: text('reference'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('simulated_refunds_amount_positive', sql`${table.amountFils} > 0`),
    index('simulated_refunds_session_idx').on(table.sessionId),
  ],
);

/**
 * Money given back on a paid order (decision 060): chosen lines, an amount, or the rest of the
 * order when staff cancel it. A card refund is asked of the provider once (pending → refunded, or
 * due when refused; a retry claims due → pending); a cash refund is recorded as handed back.
 */
export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['lines', 'amount', 'cancellation'] }).notNull(),
    /** Everything this refund gives back, the delivery fee part included. */
    amountFils: integer('amount_fils').notNull(),
    /** The part of amountFils that is the order's delivery fee. */
    shippingFils: integer('shipping_fils').notNull().default(0),
    method: text('method', { enum: ['card', 'cash'] }).notNull(),
    status: text('status', { enum: ['pending', 'refunded', 'due'] }).notNull(),
    reason: text('reason').notNull(),
    /** Null when the shop itself refunded (no staff member behind it). */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Provider attempts so far; each attempt has its own idempotency key. */
    attempts: integer('attempts').notNull().default(0),
    /** When the latest provider attempt started (a pending refund long after it was stalled). */
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    providerRefundId: text('provider_refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    check('order_refunds_amount_positive', sql`${table.amountFils} > 0`),
    check(
      'order_refunds_shipping_within_amount',
      sql`${table.shippingFils} >= 0 AND ${table.shippingFils} <= ${table.amountFils}`,
    ),
    index('order_refunds_order_idx').on(table.orderId, table.id),
  ],
);

/** The units of an order line a refund gives money back for, and whether they went back on the shelf. */
export const orderRefundLines = pgTable(
  'order_refund_lines',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .references(() => orderRefunds.id, { onDelete: 'cascade' }),
    orderItemId: integer('order_item_id')
      .notNull()
      .references(() => orderItems.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    amountFils: integer('amount_fils').notNull(),
    restock: boolean('restock').notNull(),
  },
  (table) => [
    check('order_refund_lines_quantity_positive', sql`${table.quantity} > 0`),
    check('order_refund_lines_amount_not_negative', sql`${table.amountFils} >= 0`),
    index('order_refund_lines_refund_idx').on(table.refundId),
  ],
);

export const petTypesRelations = relations(petTypes, ({ many }) => ({
  products: many(productPetTypes),
}));

export const productTypeGroupsRelations = relations(productTypeGroups, ({ many }) => ({
  types: many(productTypes),
}));

export const productTypesRelations = relations(productTypes, ({ one }) => ({
  group: one(productTypeGroups, {
    fields: [productTypes.groupId],
    references: [productTypeGroups.id],
  }),
}));

export const productsRelations = relations(products, ({ one, many }) => ({
  productType: one(productTypes, {
    fields: [products.productTypeId],
    references: [productTypes.id],
  }),
  images: many(productImages),
  sizes: many(productSizes),
  petTypes: many(productPetTypes),
  attributeValues: many(productAttributeValues),
}));

export const productImagesRelations = relations(productImages, ({ one }) => ({
  product: one(products, { fields: [productImages.productId], references: [products.id] }),
}));

export const productSizesRelations = relations(productSizes, ({ one }) => ({
  product: one(products, { fields: [productSizes.productId], references: [products.id] }),
}));

export const productPetTypesRelations = relations(productPetTypes, ({ one }) => ({
  product: one(products, { fields: [productPetTypes.productId], references: [products.id] }),
  petType: one(petTypes, { fields: [productPetTypes.petTypeId], references: [petTypes.id] }),
}));

export const productAttributeValuesRelations = relations(productAttributeValues, ({ one }) => ({
  product: one(products, {
    fields: [productAttributeValues.productId],
    references: [products.id],
  }),
  attribute: one(attributes, {
    fields: [productAttributeValues.attributeId],
    references: [attributes.id],
  }),
}));

export const wishlistItemsRelations = relations(wishlistItems, ({ one }) => ({
  product: one(products, { fields: [wishlistItems.productId], references: [products.id] }),
}));

export const cartItemsRelations = relations(cartItems, ({ one }) => ({
  product: one(products, { fields: [cartItems.productId], references: [products.id] }),
  size: one(productSizes, { fields: [cartItems.productSizeId], references: [productSizes.id] }),
}));

export const ordersRelations = relations(orders, ({ many, one }) => ({
  items: many(orderItems),
  refunds: many(orderRefunds),
  user: one(users, { fields: [orders.userId], references: [users.id] }),
}));

export const orderRefundsRelations = relations(orderRefunds, ({ many, one }) => ({
  order: one(orders, { fields: [orderRefunds.orderId], references: [orders.id] }),
  lines: many(orderRefundLines),
}));

export const orderRefundLinesRelations = relations(orderRefundLines, ({ one }) => ({
  refund: one(orderRefunds, { fields: [orderRefundLines.refundId], references: [orderRefunds.id] }),
  item: one(orderItems, { fields: [orderRefundLines.orderItemId], references: [orderItems.id] }),
}));

export const orderItemsRelations = relations(orderItems, ({ one }) => ({
  order: one(orders, { fields: [orderItems.orderId], references: [orders.id] }),
  product: one(products, { fields: [orderItems.productId], references: [products.id] }),
}));

/**
 * A grooming booking request from the booking form (spec §7 POST /api/bookings). The team calls
 * the customer to agree the date and time; `reference` is what both sides quote on that call.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** 'BK-' and six characters without look-alikes (no 0/O, 1/I/L), e.g. BK-7F3K9Q. */
    reference: text('reference').notNull().unique(),
    /** The customer who was logged in when booking; null for a visitor. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    /** The pet type: Dog, Cat, Bird or Others. */
    service: text('service', { enum: ['Dog', 'Cat', 'Bird', 'Others'] }).notNull(),
    message: text('message').notNull().default(''),
    /** requested is shown to staff as "New". */
    status: text('status', {
      enum: ['requested', 'contacted', 'confirmed', 'completed', 'cancelled', 'no_show'],
    })
      .notNull()
      .default('requested'),
    /** The agreed date and time, set when staff confirm the booking. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    /**
     * An appointment (issue 31): a booking with a groomer and a time range, which the database
     * keeps from overlapping another of the groomer's (an exclusion constraint in migration 0023).
     */
    groomerId: integer('groomer_id').references(() => groomers.id, { onDelete: 'restrict' }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    petSize: text('pet_size'),
    /** The services as booked (name, price in fils, minutes), whatever the list says later. */
    services:
      jsonb('services').$type<{ id: number; name: string; priceFils: number; minutes: number }[]>(),
    priceFils: integer('price_fils'),
    /** SHA-256 of the private link's token that lets the customer cancel or move it. */
    manageTokenHash: text('manage_token_hash').unique(),
    /** When the reminder a day before went out: it goes once. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    staffNotes: text('staff_notes').notNull().default(''),
    /**
     * The language the booking was made in (issue 34): a visitor's mails are written in it; a
     * customer's follow their account's language.
     */
    language: languageColumn(),
    ...timestamps,
  },
  (table) => [
    check('bookings_service_known', sql`${table.service} IN ('Dog', 'Cat', 'Bird', 'Others')`),
    check('bookings_language_known', sql`${table.language} IN ('en', 'ar')`),
    check(
      'bookings_status_known',
      sql`${table.status} IN ('requested', 'contacted', 'confirmed', 'completed', 'cancelled', 'no_show')`,
    ),
    index('bookings_user_created_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * Grooming services (issue 31): packages (Basic Groom, Full Groom) and add-ons (nail trimming),
 * each with a duration and a price per pet size in `grooming_prices`.
 */
export const groomingServices = pgTable(
  'grooming_services',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().unique(),
    kind: text('kind', { enum: ['package', 'add_on'] }).notNull(),
    description: text('description').notNull().default(''),
    /** The name and description in Arabic (issue 34); null: the English ones. */
    nameAr: text('name_ar'),
    descriptionAr: text('description_ar'),
    isActive: boolean('is_active').notNull().default(true),
    position: smallint('position').notNull().default(0),
  },
  (table) => [check('grooming_services_kind_known', sql`${table.kind} IN ('package', 'add_on')`)],
);

/** What a service takes and costs for one pet size; a size without a row is not offered. */
export const groomingPrices = pgTable(
  'grooming_prices',
  {
    serviceId: integer('service_id')
      .notNull()
      .references(() => groomingServices.id, { onDelete: 'cascade' }),
    petSize: text('pet_size').notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    priceFils: integer('price_fils').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.serviceId, table.petSize] }),
    check('grooming_prices_duration', sql`${table.durationMinutes} BETWEEN 5 AND 600`),
    check('grooming_prices_price', sql`${table.priceFils} >= 0`),
  ],
);

/** The people who groom; an inactive one keeps their appointments but takes no new ones. */
export const groomers = pgTable('groomers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  position: smallint('position').notNull().default(0),
});

/** A groomer's weekly shifts, Dubai time: several on one day leave breaks between them. */
export const groomerShifts = pgTable(
  'groomer_shifts',
  {
    id: serial('id').primaryKey(),
    groomerId: integer('groomer_id')
      .notNull()
      .references(() => groomers.id, { onDelete: 'cascade' }),
    /** 0 = Sunday … 6 = Saturday. */
    weekday: smallint('weekday').notNull(),
    /** Minutes after midnight: [start, end). */
    startMinute: smallint('start_minute').notNull(),
    endMinute: smallint('end_minute').notNull(),
  },
  (table) => [
    index('groomer_shifts_groomer_idx').on(table.groomerId),
    check('groomer_shifts_weekday', sql`${table.weekday} BETWEEN 0 AND 6`),
    check(
      'groomer_shifts_span',
      sql`${table.startMinute} >= 0 AND ${table.endMinute} <= 1440 AND ${table.startMinute} < ${table.endMinute}`,
    ),
  ],
);

/** Days a groomer does not work (Dubai days). */
export const groomerDaysOff = pgTable(
  'groomer_days_off',
  {
    groomerId: integer('groomer_id')
      .notNull()
      .references(() => groomers.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
  },
  (table) => [primaryKey({ columns: [table.groomerId, table.day] })],
);

/** Days the whole shop is closed (Dubai days, YYYY-MM-DD). */
export const shopHolidays = pgTable('shop_holidays', {
  day: text('day').primaryKey(),
  name: text('name').notNull().default(''),
});

/** Booking rules, one row (id 1): how far ahead, how much notice, the slots' grid. */
export const groomingSettings = pgTable(
  'grooming_settings',
  {
    id: smallint('id').primaryKey().default(1),
    windowDays: smallint('window_days').notNull().default(14),
    noticeMinutes: smallint('notice_minutes').notNull().default(120),
    stepMinutes: smallint('step_minutes').notNull().default(30),
  },
  (table) => [check('grooming_settings_one_row', sql`${table.id} = 1`)],
);

/** Shop staff: separate from customers. An owner also manages staff and reads the audit log. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Trimmed and lower-cased. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  role: text('role', { enum: ['owner', 'staff'] }).notNull(),
  /** Null until the person sets a password through their one-time link. */
  passwordHash: text('password_hash'),
  isActive: boolean('is_active').notNull().default(true),
  /** What the owner let a staff member do (decision 076: refunds, import_prices, staff). */
  permissions: text('permissions', { enum: ['refunds', 'import_prices', 'staff'] })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** Two-factor sign-in, as for customers; required for owners in production. */
  ...twoFactorColumns,
  ...timestamps,
});

/** Staff bearer tokens, kept as SHA-256 like customers' but living hours, not weeks. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ...bearerTokenColumns(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);

/** One-time links that set a staff password (first login, or a reset); SHA-256 kept, used once. */
export const staffPasswordLinks = pgTable(
  'staff_password_links',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    purpose: text('purpose', { enum: ['setup', 'reset'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_password_links_staff_idx').on(table.staffId)],
);

/** Every staff write: who did what to which record, with the record before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    /** Copied so the entry still says who when the account is gone. */
    staffEmail: text('staff_email').notNull(),
    /** e.g. product.update, stock.adjust, staff.create. */
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt, table.id),
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.id),
  ],
);

export const STOCK_REASONS = [
  'initial',
  'received',
  'damaged',
  'returned',
  'correction',
  'other',
  'order',
  'order_cancelled',
] as const;

/**
 * The stock ledger: every change of a size's stock, by an order, a cancellation or staff.
 * A size's stock equals the sum of its rows (the migration opened each size with an 'initial' row).
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: serial('id').primaryKey(),
    productSizeId: integer('product_size_id')
      .notNull()
      .references(() => productSizes.id, { onDelete: 'cascade' }),
    delta: integer('delta').notNull(),
    reason: text('reason', { enum: STOCK_REASONS }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('stock_movements_delta_not_zero', sql`${table.delta} <> 0`),
    index('stock_movements_size_idx').on(table.productSizeId, table.id),
    index('stock_movements_order_idx')
      .on(table.orderId)
      .where(sql`${table.orderId} IS NOT NULL`),
  ],
);

/**
 * An order's timeline: every status change, payment, refund and e-mail, by the customer, the
 * payment provider or staff. Written in the transaction that makes the change.
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** status, payment, refund, note, mail */
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    /** Null when the customer or the shop itself (a webhook, a sweep) made the change. */
    staffId: integer('staff_id').references(() => staff.id, { onDelete: 'set null' }),
    message: text('message').notNull(),
    details: jsonb('details'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('order_events_order_idx').on(table.orderId, table.id)],
);

/**
 * Gapless counters, one row each, taken inside the transaction that uses the number (a rollback
 * gives it back): `order_number` numbers placed orders (decision 044).
 */
export const counters = pgTable('counters', {
  name: text('name').primaryKey(),
  value: integer('value').notNull(),
});

/**
 * Counts every process of the shop shares (issue 30, decision 111): the per-address request
 * limits and the login brake. A count lives from `started_at` until `expires_at` (milliseconds
 * since the epoch, as the brake's clock reads them); an expired row counts as absent, and a
 * background job deletes it.
 */
export const throttleCounts = pgTable(
  'throttle_counts',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    startedAt: bigint('started_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (table) => [index('throttle_counts_expires_idx').on(table.expiresAt)],
);

/**
 * The shop's repeating background jobs (issue 30, decision 114), one row each: a process runs
 * one only after claiming it (next run due, no other holding it), so however many processes
 * run, each job runs once per interval; a process that dies mid-run holds it until `locked_until`.
 * The last failure stays for the back office, which may run the job again.
 */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  lastStartedAt: timestamp('last_started_at', { withTimezone: true }),
  lastFinishedAt: timestamp('last_finished_at', { withTimezone: true }),
  lastError: text('last_error'),
  /** Failed runs in a row; a successful run sets it back to 0. */
  failures: integer('failures').notNull().default(0),
});

/**
 * A coupon (issue 32, decision 122): a percent or fixed AED amount off the eligible lines, or free
 * delivery; with a minimum subtotal, a validity window, total and per-customer limits, an
 * optional scope (pet types, product types, products), first orders only, and whether sale items
 * count. `uses_count` is the uses standing (not given back): the limit is kept by a conditional
 * UPDATE of this row in the order's transaction, so racing checkouts cannot pass it.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Shown as the owner wrote it; matched whatever the case (coupons_code_lower_unique). */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    kind: text('kind', { enum: ['percent', 'fixed', 'free_delivery'] }).notNull(),
    /** Percent off (1–100) for `percent`. */
    percent: smallint('percent'),
    /** Fils off for `fixed`. */
    amountFils: integer('amount_fils'),
    minSubtotalFils: integer('min_subtotal_fils').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    usageLimit: integer('usage_limit'),
    perCustomerLimit: integer('per_customer_limit'),
    /** Pet type codes (DOG, CAT …); empty: every pet. */
    petTypes: text('pet_types')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    productTypeIds: integer('product_type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    productIds: integer('product_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    saleItemsCount: boolean('sale_items_count').notNull().default(true),
    /** Only customers it was given to (coupon_grants) may use it. */
    grantedOnly: boolean('granted_only').notNull().default(false),
    /** Given to every customer who registers while it is active (a welcome coupon). */
    grantOnRegistration: boolean('grant_on_registration').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    usesCount: integer('uses_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('coupons_code_lower_unique').on(sql`lower(${table.code})`),
    check('coupons_kind_known', sql`${table.kind} IN ('percent', 'fixed', 'free_delivery')`),
    check(
      'coupons_amount_fits_kind',
      sql`(${table.kind} = 'percent' AND ${table.percent} BETWEEN 1 AND 100)
        OR (${table.kind} = 'fixed' AND ${table.amountFils} > 0)
        OR ${table.kind} = 'free_delivery'`,
    ),
    check(
      'coupons_uses_within_limit',
      sql`${table.usesCount} >= 0 AND (${table.usageLimit} IS NULL OR ${table.usesCount} <= ${table.usageLimit})`,
    ),
  ],
);

/** A coupon given to one customer (by staff, or as the welcome coupon on registration). */
export const couponGrants = pgTable(
  'coupon_grants',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.couponId, table.userId] }),
    index('coupon_grants_user_idx').on(table.userId),
  ],
);

/**
 * A coupon's use by an order, made in the order's transaction. A cancelled order or a card
 * checkout that lapsed unpaid gives it back (`released_at`, and the coupon's count goes down).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    discountFils: integer('discount_fils').notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('coupon_uses_coupon_idx').on(table.couponId, table.createdAt),
    index('coupon_uses_user_idx').on(table.userId, table.couponId),
  ],
);

/**
 * A customer's review of a product they received (issue 33, decision 126): one per customer and
 * product, edited in place. `order_id` is the delivered order that makes them a verified buyer.
 * Text is stored as written and escaped wherever it is shown.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    rating: smallint('rating').notNull(),
    title: text('title'),
    body: text('body'),
    /** Paths under /storage of up to three pictures, in the customer's order. */
    pictures: jsonb('pictures').$type<string[]>().notNull().default([]),
    /** pending: waits for staff (reviews with pictures); published: counted and shown; hidden. */
    status: text('status', { enum: ['pending', 'published', 'hidden'] })
      .notNull()
      .default('published'),
    hiddenReason: text('hidden_reason'),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    helpfulCount: integer('helpful_count').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    check('product_reviews_rating_range', sql`${table.rating} BETWEEN 1 AND 5`),
    uniqueIndex('product_reviews_product_user_idx').on(table.productId, table.userId),
    index('product_reviews_newest_idx').on(table.productId, table.status, table.createdAt),
    index('product_reviews_helpful_idx').on(
      table.productId,
      table.status,
      table.helpfulCount,
      table.createdAt,
    ),
    index('product_reviews_status_idx').on(table.status, table.createdAt),
    index('product_reviews_user_idx').on(table.userId),
  ],
);

/** "Was this helpful?": one vote per customer and review. */
export const reviewVotes = pgTable(
  'review_votes',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => productReviews.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

/**
 * "Notify me when it's back" (issue 33): a visitor's or customer's e-mail waiting for a product
 * (any size: `size_id` null) or one size. The restock job sends one mail and sets `notified_at`,
 * which ends the subscription; `token` names it in the mail's unsubscribe link.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').references(() => productSizes.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    token: text('token')
      .notNull()
      .unique()
      .default(sql`gen_random_uuid()::text`),
    /** The language the visitor asked in (issue 34): the alert's mail is written in it. */
    language: languageColumn(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
  },
  (table) => [
    check('stock_alerts_language_known', sql`${table.language} IN ('en', 'ar')`),
    // One waiting subscription per address and product/size.
    uniqueIndex('stock_alerts_waiting_idx')
      .on(table.productId, sql`coalesce(${table.sizeId}, 0)`, sql`lower(${table.email})`)
      .where(sql`${table.notifiedAt} IS NULL`),
  ],
);

/**
 * What happened to a customer (issue 33): the profile's All Notifications tab, newest first.
 * Written in the same transaction as the change it tells of.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path in the shop to open ("/profile?tab=orders"), or null. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('notifications_user_idx').on(table.userId, table.id),
    index('notifications_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} IS NULL`),
  ],
);
