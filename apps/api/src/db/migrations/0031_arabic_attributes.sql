ALTER TABLE "attributes" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD COLUMN "value_ar" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_language_known" CHECK ("bookings"."language" IN ('en', 'ar'));