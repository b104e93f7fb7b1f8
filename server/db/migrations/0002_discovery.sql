-- pg_trgm backs the substring search index. It ships with PostgreSQL's contrib modules
-- (Debian: part of postgresql-15) and is a trusted extension, so the database owner may
-- create it; PGlite loads it in connect.ts.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid,
	"owner_id" uuid NOT NULL,
	"asker_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questions_length" CHECK (char_length("questions"."question") between 1 and 500),
	CONSTRAINT "questions_answer_length" CHECK ("questions"."answer" is null or char_length("questions"."answer") <= 500)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewee_id" uuid NOT NULL,
	"reviewer_id" uuid NOT NULL,
	"item_id" uuid,
	"booking_id" uuid,
	"type" smallint NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"review_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5),
	CONSTRAINT "reviews_type" CHECK ("reviews"."type" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "carbon_facts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"description" text NOT NULL,
	"answer" boolean,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "items_category_idx";--> statement-breakpoint
DROP INDEX "items_sub_category_idx";--> statement-breakpoint
DROP INDEX "items_supplier_idx";--> statement-breakpoint
DROP INDEX "items_location_idx";--> statement-breakpoint
DROP INDEX "items_day_price_idx";--> statement-breakpoint
DROP INDEX "items_hire_count_idx";--> statement-breakpoint
DROP INDEX "items_bookmark_count_idx";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "hours" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_asker_id_users_id_fk" FOREIGN KEY ("asker_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewee_id_users_id_fk" FOREIGN KEY ("reviewee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_users_id_fk" FOREIGN KEY ("reviewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "questions_item_idx" ON "questions" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_owner_idx" ON "questions" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "questions_asker_idx" ON "questions" USING btree ("asker_id");--> statement-breakpoint
CREATE INDEX "reviews_reviewee_idx" ON "reviews" USING btree ("reviewee_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_item_idx" ON "reviews" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "bookings_start_idx" ON "bookings" USING btree ("start_at","end_at");--> statement-breakpoint
CREATE INDEX "items_created_idx" ON "items" USING btree ("created_at") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "items_text_trgm_idx" ON "items" USING gin (("item_name" || ' ' || "item_description") gin_trgm_ops) WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "items_category_idx" ON "items" USING btree ("category_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "items_sub_category_idx" ON "items" USING btree ("sub_category_id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "items_supplier_idx" ON "items" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "items_location_idx" ON "items" USING btree ("latitude","longitude","id") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "items_day_price_idx" ON "items" USING btree ("day_price_cents") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "items_hire_count_idx" ON "items" USING btree ("hire_count") WHERE status = 'ACTIVE';--> statement-breakpoint
CREATE INDEX "items_bookmark_count_idx" ON "items" USING btree ("bookmark_count") WHERE status = 'ACTIVE';