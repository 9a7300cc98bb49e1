ALTER TABLE "product_types" DROP CONSTRAINT "product_types_name_unique";--> statement-breakpoint
ALTER TABLE "products" DROP CONSTRAINT "products_sku_unique";--> statement-breakpoint
DROP INDEX "products_lower_sku_idx";--> statement-breakpoint
-- hand-written (before the unique indexes): names equal but for case become one.
-- A product type spelt twice: its products move to the first, the copy goes.
UPDATE "products" p SET "product_type_id" = k.keep
  FROM (SELECT t.id, min(t.id) OVER (PARTITION BY lower(t.name)) AS keep FROM "product_types" t) k
 WHERE p."product_type_id" = k.id AND k.id <> k.keep;--> statement-breakpoint
DELETE FROM "product_types" t
 WHERE EXISTS (SELECT 1 FROM "product_types" o WHERE lower(o.name) = lower(t.name) AND o.id < t.id);--> statement-breakpoint
-- A SKU used twice in different case: the later product gets its id appended ("x" → "x-57").
UPDATE "products" p SET "sku" = p."sku" || '-' || p.id
 WHERE EXISTS (SELECT 1 FROM "products" o WHERE lower(o.sku) = lower(p.sku) AND o.id < p.id);--> statement-breakpoint
CREATE UNIQUE INDEX "product_types_name_lower_unique" ON "product_types" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_lower_unique" ON "products" USING btree (lower("sku"));