CREATE TABLE "throttle_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"started_at" bigint NOT NULL,
	"expires_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "throttle_counts_expires_idx" ON "throttle_counts" USING btree ("expires_at");