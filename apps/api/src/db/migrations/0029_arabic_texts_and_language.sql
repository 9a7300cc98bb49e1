ALTER TABLE "grooming_services" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "grooming_services" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "pet_types" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "product_type_groups" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "product_types" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "about_product_ar" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "benefits_ar" text;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_alerts" ADD CONSTRAINT "stock_alerts_language_known" CHECK ("stock_alerts"."language" IN ('en', 'ar'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_known" CHECK ("users"."language" IN ('en', 'ar'));