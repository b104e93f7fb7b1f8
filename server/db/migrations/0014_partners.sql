CREATE TABLE "partner_origins" (
	"origin" text PRIMARY KEY NOT NULL,
	"partner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"key_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "partner_code" text;--> statement-breakpoint
ALTER TABLE "partner_origins" ADD CONSTRAINT "partner_origins_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_origins_partner_idx" ON "partner_origins" USING btree ("partner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_code_idx" ON "partners" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_key_idx" ON "partners" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "bookings_partner_idx" ON "bookings" USING btree ("partner_code","created_at") WHERE partner_code is not null;