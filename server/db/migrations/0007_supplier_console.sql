CREATE TABLE "insurance_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"details" text NOT NULL,
	"media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'SUBMITTED' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "insurance_claims_details" CHECK (length("insurance_claims"."details") between 1 and 1000)
);
--> statement-breakpoint
CREATE TABLE "item_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"window" bigint NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "time_zone" text DEFAULT 'Australia/Sydney' NOT NULL;--> statement-breakpoint
ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insurance_claims" ADD CONSTRAINT "insurance_claims_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_views" ADD CONSTRAINT "item_views_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "insurance_claims_booking_idx" ON "insurance_claims" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "item_views_once_idx" ON "item_views" USING btree ("item_id","visitor","window");--> statement-breakpoint
CREATE INDEX "item_views_item_idx" ON "item_views" USING btree ("item_id","viewed_at");--> statement-breakpoint
CREATE INDEX "bookings_awaiting_idx" ON "bookings" USING btree ("supplier_id","status","start_at") WHERE (status in ('REQUESTED', 'CHANGE_REQUEST', 'RETRUNED') or (status = 'PENDING_CANCELATION' and cancel_request->>'requestedBy' = 'HIRER'));