CREATE TABLE "bank_details" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"processor" text NOT NULL,
	"account_ref" text NOT NULL,
	"external_account_ref" text DEFAULT '' NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"dob_day" smallint NOT NULL,
	"dob_month" smallint NOT NULL,
	"dob_year" smallint NOT NULL,
	"line1" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"postal_code" text NOT NULL,
	"bsb_last3" text NOT NULL,
	"account_last3" text NOT NULL,
	"mcc" text,
	"url" text,
	"document_front" text DEFAULT '' NOT NULL,
	"document_back" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_payout_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"details" jsonb NOT NULL,
	"documents" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bank_details" ADD CONSTRAINT "bank_details_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sandbox_payout_accounts_user_idx" ON "sandbox_payout_accounts" USING btree ("user_id");