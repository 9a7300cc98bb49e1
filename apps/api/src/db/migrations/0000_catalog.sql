CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "attributes_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "pet_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "pet_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_attribute_values_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"path" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_pet_types" (
	"product_id" integer NOT NULL,
	"pet_type_id" integer NOT NULL,
	CONSTRAINT "product_pet_types_product_id_pet_type_id_pk" PRIMARY KEY("product_id","pet_type_id")
);
--> statement-breakpoint
CREATE TABLE "product_sizes" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_sizes_stock_not_negative" CHECK ("product_sizes"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_type_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "product_type_groups_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "product_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"group_id" integer NOT NULL,
	CONSTRAINT "product_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"packaging" text,
	"description" text NOT NULL,
	"about_product" text NOT NULL,
	"benefits" text NOT NULL,
	"price_fils" integer NOT NULL,
	"offer_price_fils" integer,
	"effective_price_fils" integer GENERATED ALWAYS AS (CASE WHEN offer_price_fils IS NOT NULL AND offer_price_fils < price_fils THEN offer_price_fils ELSE price_fils END) STORED,
	"rating" numeric(2, 1) DEFAULT 4 NOT NULL,
	"product_type_id" integer,
	"bestseller_rank" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_price_positive" CHECK ("products"."price_fils" > 0),
	CONSTRAINT "products_offer_positive" CHECK ("products"."offer_price_fils" IS NULL OR "products"."offer_price_fils" > 0),
	CONSTRAINT "products_rating_range" CHECK ("products"."rating" >= 0 AND "products"."rating" <= 5)
);
--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "public"."attributes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pet_types" ADD CONSTRAINT "product_pet_types_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_pet_types" ADD CONSTRAINT "product_pet_types_pet_type_id_pet_types_id_fk" FOREIGN KEY ("pet_type_id") REFERENCES "public"."pet_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sizes" ADD CONSTRAINT "product_sizes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_types" ADD CONSTRAINT "product_types_group_id_product_type_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_type_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_product_type_id_product_types_id_fk" FOREIGN KEY ("product_type_id") REFERENCES "public"."product_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_images_product_idx" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_pet_types_pet_idx" ON "product_pet_types" USING btree ("pet_type_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_sizes_product_name_idx" ON "product_sizes" USING btree ("product_id","name");--> statement-breakpoint
CREATE INDEX "products_active_id_idx" ON "products" USING btree ("is_active","id");--> statement-breakpoint
CREATE INDEX "products_active_price_idx" ON "products" USING btree ("is_active","effective_price_fils","id");--> statement-breakpoint
CREATE INDEX "products_type_idx" ON "products" USING btree ("product_type_id","id");--> statement-breakpoint
CREATE INDEX "products_bestseller_idx" ON "products" USING btree ("bestseller_rank","id") WHERE "products"."bestseller_rank" IS NOT NULL AND "products"."is_active";--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_description_trgm_idx" ON "products" USING gin (lower("description") gin_trgm_ops);