CREATE TABLE "counters" (
	"name" text PRIMARY KEY NOT NULL,
	"value" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" DROP EXPRESSION;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "order_number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_emirate" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_area" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_building" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_flat" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_landmark" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_unique" UNIQUE("order_number");--> statement-breakpoint
-- Orders so far were numbered by id; new ones continue from the highest (decision 044).
INSERT INTO "counters" ("name", "value") SELECT 'order_number', coalesce(max("id"), 0) FROM "orders";
