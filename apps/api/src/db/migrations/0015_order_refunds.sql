CREATE TABLE "order_refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	"restock" boolean NOT NULL,
	CONSTRAINT "order_refund_lines_quantity_positive" CHECK ("order_refund_lines"."quantity" > 0),
	CONSTRAINT "order_refund_lines_amount_not_negative" CHECK ("order_refund_lines"."amount_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"shipping_fils" integer DEFAULT 0 NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"staff_id" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_positive" CHECK ("order_refunds"."amount_fils" > 0),
	CONSTRAINT "order_refunds_shipping_within_amount" CHECK ("order_refunds"."shipping_fils" >= 0 AND "order_refunds"."shipping_fils" <= "order_refunds"."amount_fils")
);
--> statement-breakpoint
CREATE TABLE "simulated_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"amount_fils" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulated_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "simulated_refunds_amount_positive" CHECK ("simulated_refunds"."amount_fils" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_fils" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refund_lines" ADD CONSTRAINT "order_refund_lines_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_refunds" ADD CONSTRAINT "simulated_refunds_session_id_simulated_payment_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."simulated_payment_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refund_lines_refund_idx" ON "order_refund_lines" USING btree ("refund_id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "simulated_refunds_session_idx" ON "simulated_refunds" USING btree ("session_id");--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_refunds_within_quantity" CHECK ("order_items"."refunded_quantity" >= 0 AND "order_items"."refunded_quantity" <= "order_items"."quantity");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunds_within_total" CHECK ("orders"."refunded_fils" >= 0 AND "orders"."refunded_fils" <= "orders"."total_fils");--> statement-breakpoint
-- hand-written
-- Money that went back before refunds had their own rows (staff cancellations of paid card
-- orders, decision 036; closed checkouts): the order counts it as refunded, so it cannot be
-- refunded a second time, and a placed order's cancellation refund becomes its refund row.
INSERT INTO "order_refunds" ("order_id", "kind", "amount_fils", "shipping_fils", "method", "status", "reason", "attempts", "provider_refund_id", "created_at", "refunded_at")
SELECT "id", 'cancellation', "total_fils", "shipping_fils", 'card',
       CASE "payment_status" WHEN 'refunded' THEN 'refunded' WHEN 'refund_pending' THEN 'pending' ELSE 'due' END,
       'Order cancelled', 1, "refund_id", coalesce("cancelled_at", "updated_at"), "refunded_at"
  FROM "orders"
 WHERE "placed_at" IS NOT NULL AND "paid_at" IS NOT NULL AND "total_fils" > 0
   AND "payment_status" IN ('refunded', 'refund_pending', 'refund_due');--> statement-breakpoint
UPDATE "orders" SET "refunded_fils" = "total_fils"
 WHERE "paid_at" IS NOT NULL AND "payment_status" IN ('refunded', 'refund_pending', 'refund_due');--> statement-breakpoint
INSERT INTO "simulated_refunds" ("id", "session_id", "amount_fils", "idempotency_key", "reference")
SELECT 're_sim_earlier_' || "id", "id", "amount_fils", 'earlier-refund-' || "id", NULL
  FROM "simulated_payment_sessions"
 WHERE "payment_status" = 'refunded' AND "amount_fils" > 0;
