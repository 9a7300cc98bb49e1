ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', name), 'A') || setweight(to_tsvector('english', description), 'B')) STORED;--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_lower_sku_idx" ON "products" USING btree (lower("sku"));--> statement-breakpoint
CREATE INDEX "products_created_idx" ON "products" USING btree ("created_at","id");