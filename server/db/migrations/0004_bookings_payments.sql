CREATE TABLE "booking_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"duration_type" smallint NOT NULL,
	"duration_count" double precision NOT NULL,
	"duration_cost_cents" integer NOT NULL,
	"hire_cents" integer NOT NULL,
	"security_deposit_cents" integer NOT NULL,
	"total_cents" integer NOT NULL,
	"pending_cents" integer NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "booking_changes_money" CHECK (least("booking_changes"."hire_cents", "booking_changes"."security_deposit_cents", "booking_changes"."total_cents", "booking_changes"."pending_cents") >= 0)
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"processor" text NOT NULL,
	"processor_ref" text NOT NULL,
	"name" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cards_expiry" CHECK ("cards"."exp_month" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "credit_uses" (
	"credit_id" uuid PRIMARY KEY NOT NULL,
	"booking_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'PENDING' NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lock_id" uuid NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"user_id" uuid NOT NULL,
	"processor" text NOT NULL,
	"customer_ref" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_user_id_processor_pk" PRIMARY KEY("user_id","processor")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"card_id" uuid,
	"kind" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"processor" text NOT NULL,
	"processor_ref" text NOT NULL,
	"refund_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount" CHECK ("payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"payment_method" text,
	"customer" uuid,
	"name" text NOT NULL,
	"last4" text NOT NULL,
	"brand" text NOT NULL,
	"exp_month" smallint NOT NULL,
	"exp_year" smallint NOT NULL,
	"declines_charges" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"customer" uuid NOT NULL,
	"payment_method" text,
	"charge_id" text,
	"amount_cents" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_charges_amount" CHECK ("sandbox_charges"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "supplier_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booking_type" text DEFAULT 'NON_INSTANT' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "start_time" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "end_time" smallint;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "number_of_people" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duration_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duration_count" double precision DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duration_cost_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "security_deposit_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bond_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "total_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "is_standard" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "discount_applied" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "card_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bond_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bond_charge_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "bond_refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "penalty_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tip_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "tip_card_id" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "previous_status" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "picked_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "returned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_report" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "return_report" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "cancel_request" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "dispute" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Bookings stored before this migration: their supplier is the item's, their days those of their period.
UPDATE "bookings" SET "supplier_id" = "items"."supplier_id", "start_date" = "bookings"."start_at", "end_date" = greatest("bookings"."start_at", "bookings"."end_at" - interval '1 day') FROM "items" WHERE "items"."id" = "bookings"."item_id";--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "supplier_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "start_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "end_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_changes" ADD CONSTRAINT "booking_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_credit_id_referral_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."referral_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_uses" ADD CONSTRAINT "credit_uses_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_changes_booking_idx" ON "booking_changes" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE INDEX "cards_user_idx" ON "cards" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cards_processor_ref_idx" ON "cards" USING btree ("processor","processor_ref");--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_cards_token_idx" ON "sandbox_cards" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_cards_method_idx" ON "sandbox_cards" USING btree ("payment_method");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key_idx" ON "sandbox_charges" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_charges_customer_idx" ON "sandbox_charges" USING btree ("customer","created_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_supplier_id_users_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_tip_card_id_cards_id_fk" FOREIGN KEY ("tip_card_id") REFERENCES "public"."cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_supplier_idx" ON "bookings" USING btree ("supplier_id","start_at");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_days" CHECK ("bookings"."end_date" >= "bookings"."start_date");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_money" CHECK (least("bookings"."duration_cost_cents", "bookings"."security_deposit_cents", "bookings"."bond_cents", "bookings"."discount_cents", "bookings"."total_cents", "bookings"."paid_cents", "bookings"."bond_paid_cents", "bookings"."refunded_cents", "bookings"."bond_refunded_cents", "bookings"."penalty_paid_cents", "bookings"."tip_cents") >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunds" CHECK ("bookings"."refunded_cents" <= "bookings"."paid_cents" and "bookings"."bond_refunded_cents" <= "bookings"."bond_paid_cents");--> statement-breakpoint
-- Availability, enforced by the database whatever the code path (server/README.md): the
-- most units of an item that bookings holding units use at any instant between two times.
-- Peak use is reached at the period's start or at some booking's start, so only those
-- instants are checked. The statuses that release units are availability.ts's releasedStatuses.
CREATE OR REPLACE FUNCTION "booking_units_used"(p_item uuid, p_start timestamptz, p_end timestamptz, p_except uuid)
RETURNS integer LANGUAGE sql VOLATILE AS $$
  SELECT coalesce(max(used), 0)::integer FROM (
    SELECT (
      SELECT coalesce(sum(b.units), 0) FROM bookings b
      WHERE b.item_id = p_item AND b.id IS DISTINCT FROM p_except
        AND b.status NOT IN ('CANCELED', 'DECLINED', 'EXPIRED', 'COMPLETED', 'RETRUNED')
        AND b.start_at <= instants.at AND b.end_at > instants.at
    ) AS used
    FROM (
      SELECT p_start AS at
      UNION
      SELECT o.start_at FROM bookings o
      WHERE o.item_id = p_item AND o.id IS DISTINCT FROM p_except
        AND o.status NOT IN ('CANCELED', 'DECLINED', 'EXPIRED', 'COMPLETED', 'RETRUNED')
        AND o.start_at > p_start AND o.start_at < p_end
    ) AS instants
  ) AS peaks
$$;--> statement-breakpoint
-- Every write that makes a booking hold more (a new one, more units, a longer period, a
-- released status taken back) locks its item's row, so such writes on one item run one
-- after the other, then refuses to exceed the item's available units.
CREATE OR REPLACE FUNCTION "bookings_hold_capacity"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  capacity integer;
BEGIN
  IF NEW.status IN ('CANCELED', 'DECLINED', 'EXPIRED', 'COMPLETED', 'RETRUNED') THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    IF OLD.status NOT IN ('CANCELED', 'DECLINED', 'EXPIRED', 'COMPLETED', 'RETRUNED')
      AND NEW.item_id = OLD.item_id AND NEW.units <= OLD.units
      AND NEW.start_at >= OLD.start_at AND NEW.end_at <= OLD.end_at THEN
      RETURN NEW;
    END IF;
  END IF;
  SELECT available_units INTO capacity FROM items WHERE id = NEW.item_id FOR NO KEY UPDATE;
  IF NOT FOUND THEN
    RETURN NEW;
  END IF;
  IF booking_units_used(NEW.item_id, NEW.start_at, NEW.end_at, NEW.id) + NEW.units > capacity THEN
    RAISE EXCEPTION 'Item % has no unit free between % and %', NEW.item_id, NEW.start_at, NEW.end_at
      USING ERRCODE = 'exclusion_violation', CONSTRAINT = 'bookings_capacity';
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "bookings_capacity" BEFORE INSERT OR UPDATE ON "bookings"
  FOR EACH ROW EXECUTE FUNCTION "bookings_hold_capacity"();
