CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer,
	"product_size_id" integer,
	"product_name" text NOT NULL,
	"description" text,
	"size_name" text NOT NULL,
	"sku" text NOT NULL,
	"image_path" text,
	"unit_price_fils" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_fils" integer NOT NULL,
	CONSTRAINT "order_items_quantity_positive" CHECK ("order_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_number" text GENERATED ALWAYS AS ('ORD-' || lpad(id::text, 6, '0')) STORED NOT NULL,
	"user_id" integer NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"payment_status" text DEFAULT 'pending' NOT NULL,
	"payment_provider" text,
	"checkout_session_id" text,
	"transaction_id" text,
	"paid_at" timestamp with time zone,
	"idempotency_key" text,
	"subtotal_fils" integer NOT NULL,
	"shipping_fils" integer DEFAULT 0 NOT NULL,
	"tax_fils" integer DEFAULT 0 NOT NULL,
	"discount_fils" integer DEFAULT 0 NOT NULL,
	"total_fils" integer NOT NULL,
	"currency" text DEFAULT 'AED' NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"customer_phone" text,
	"shipping_street" text,
	"shipping_house_number" text,
	"shipping_city" text,
	"shipping_state" text,
	"shipping_postal_code" text,
	"shipping_country" text,
	"notes" text,
	"tracking_number" text,
	"shipping_carrier" text,
	"estimated_delivery" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_checkout_session_id_unique" UNIQUE("checkout_session_id"),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total_fils" >= 0)
);
--> statement-breakpoint
CREATE TABLE "simulated_payment_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_fils" integer NOT NULL,
	"currency" text NOT NULL,
	"description" text NOT NULL,
	"lines" text NOT NULL,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_size_id_product_sizes_id_fk" FOREIGN KEY ("product_size_id") REFERENCES "public"."product_sizes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "simulated_payment_sessions" ADD CONSTRAINT "simulated_payment_sessions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_user_placed_idx" ON "orders" USING btree ("user_id","placed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_user_idempotency_idx" ON "orders" USING btree ("user_id","idempotency_key") WHERE "orders"."idempotency_key" IS NOT NULL;