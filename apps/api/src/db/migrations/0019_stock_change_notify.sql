-- hand-written
-- Issue 29 (decision 102): the catalog answers prices and stock from memory for a second at most,
-- and drops them at once when any process changes a stock. Prices, sizes and products already
-- announce themselves (catalog_changed, migrations 0006 and 0008); a stock change says so on a
-- channel of its own, stock_changed, so an order does not drop every cached list and card.
-- Per row, and only for a row whose stock changed (the WHEN is checked without calling the
-- function); NOTIFY folds the repeats of a transaction into one. A statement-level trigger with
-- transition tables cost ~1 ms a statement: an import updating 10,000 sizes one by one took 12 s.
CREATE OR REPLACE FUNCTION notify_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stock_changed', '');
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_sizes_stock_changed" ON "product_sizes";--> statement-breakpoint
CREATE TRIGGER "product_sizes_stock_changed" AFTER UPDATE OF "stock" ON "product_sizes" FOR EACH ROW WHEN (OLD."stock" IS DISTINCT FROM NEW."stock") EXECUTE FUNCTION notify_stock_changed();
