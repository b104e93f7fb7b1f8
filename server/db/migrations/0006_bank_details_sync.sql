-- users.bank_detail is what the profile answer reads ("has bank details or not"); keep it a
-- masked summary of the bank_details row so the two can never disagree.
CREATE OR REPLACE FUNCTION "bank_details_mirror"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE "users" SET "bank_detail" = NULL WHERE "id" = OLD."user_id";
    RETURN OLD;
  END IF;
  UPDATE "users"
    SET "bank_detail" = jsonb_build_object('bsbLast3', NEW."bsb_last3", 'accountLast3', NEW."account_last3")
    WHERE "id" = NEW."user_id";
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "bank_details_mirror_trigger" AFTER INSERT OR UPDATE OR DELETE ON "bank_details"
  FOR EACH ROW EXECUTE FUNCTION "bank_details_mirror"();
--> statement-breakpoint
-- Databases seeded before this table kept the demo supplier's details on the user row.
INSERT INTO "bank_details" ("user_id", "processor", "account_ref", "first_name", "last_name",
  "dob_day", "dob_month", "dob_year", "line1", "city", "state", "postal_code", "bsb_last3", "account_last3")
SELECT "id", 'sandbox', 'acct_sandbox_' || replace("id"::text, '-', ''),
  coalesce("bank_detail"->>'firstName', "first_name"), coalesce("bank_detail"->>'lastName', "last_name"),
  coalesce(("bank_detail"->'dob'->>'day')::smallint, 1), coalesce(("bank_detail"->'dob'->>'month')::smallint, 1),
  coalesce(("bank_detail"->'dob'->>'year')::smallint, 1990),
  coalesce("bank_detail"->>'line1', ''), coalesce("bank_detail"->>'city', ''), coalesce("bank_detail"->>'state', ''),
  coalesce("bank_detail"->>'postalCode', ''),
  right(regexp_replace(coalesce("bank_detail"->>'bsbNumber', ''), '\D', '', 'g'), 3),
  right(regexp_replace(coalesce("bank_detail"->>'accountNumber', ''), '\D', '', 'g'), 3)
FROM "users" WHERE "bank_detail" IS NOT NULL
ON CONFLICT DO NOTHING;
