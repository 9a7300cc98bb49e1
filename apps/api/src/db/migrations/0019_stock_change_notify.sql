-- hand-written
-- Issue 29 (decision 102): the catalog answers prices and stock from memory for a second at most,
-- and drops them at once when any process changes a stock. Prices, sizes and products already
-- announce themselves (catalog_changed, migrations 0006 and 0008); a stock change says so on a
-- channel of its own, stock_changed, so an order does not drop every cached list and card.
-- Statement-level, once per statement that changed a stock (NOTIFY folds repeats in a transaction).
CREATE OR REPLACE FUNCTION notify_stock_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM new_sizes n JOIN old_sizes o ON o.id = n.id WHERE n.stock IS DISTINCT FROM o.stock) THEN
    PERFORM pg_notify('stock_changed', '');
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "product_sizes_stock_changed" ON "product_sizes";--> statement-breakpoint
CREATE TRIGGER "product_sizes_stock_changed" AFTER UPDATE ON "product_sizes" REFERENCING OLD TABLE AS old_sizes NEW TABLE AS new_sizes FOR EACH STATEMENT EXECUTE FUNCTION notify_stock_changed();
