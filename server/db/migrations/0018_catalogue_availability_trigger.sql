-- Bookings change which items a search of dates finds, never an item page: they bump the
-- availability number (server/db/tables/catalogue-version.ts) instead of the version, so the
-- API retires its cached searches on a booking but keeps its cached item pages.
CREATE OR REPLACE FUNCTION "bump_catalogue_availability"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "availability" = "availability" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS "bookings_catalogue_version" ON "bookings";
--> statement-breakpoint
CREATE TRIGGER "bookings_catalogue_availability" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_availability"();
