-- Every change to what the catalog caches hold announces itself: NOTIFY catalog_changed, sent at
-- commit (never on rollback) whoever made it: the API, the seed CLI, another process or psql by
-- hand. Each server process listens on that channel and drops its catalog caches (see
-- docs/decisions/009-performance.md). Statement-level, so a bulk insert of 100,000 products sends
-- one notification per statement, and PostgreSQL folds identical ones of a transaction into one.
-- product_sizes has no trigger: stock is read fresh on every request, and orders change it all day.
-- Nothing but a catalog edit updates products (orders take stock from product_sizes), so its
-- trigger fires on any change; a column that changes per order must not be added to products
-- without restricting this trigger to the cached columns (AFTER UPDATE OF …).
CREATE OR REPLACE FUNCTION notify_catalog_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "products_catalog_changed" ON "products";--> statement-breakpoint
CREATE TRIGGER "products_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_images_catalog_changed" ON "product_images";--> statement-breakpoint
CREATE TRIGGER "product_images_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_images" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_pet_types_catalog_changed" ON "product_pet_types";--> statement-breakpoint
CREATE TRIGGER "product_pet_types_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_pet_types" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_attribute_values_catalog_changed" ON "product_attribute_values";--> statement-breakpoint
CREATE TRIGGER "product_attribute_values_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_attribute_values" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_types_catalog_changed" ON "product_types";--> statement-breakpoint
CREATE TRIGGER "product_types_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_types" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_type_groups_catalog_changed" ON "product_type_groups";--> statement-breakpoint
CREATE TRIGGER "product_type_groups_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_type_groups" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "pet_types_catalog_changed" ON "pet_types";--> statement-breakpoint
CREATE TRIGGER "pet_types_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "pet_types" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();--> statement-breakpoint
DROP TRIGGER IF EXISTS "attributes_catalog_changed" ON "attributes";--> statement-breakpoint
CREATE TRIGGER "attributes_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "attributes" FOR EACH STATEMENT EXECUTE FUNCTION notify_catalog_changed();
