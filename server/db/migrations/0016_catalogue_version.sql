CREATE TABLE "catalogue_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 1 NOT NULL,
	CONSTRAINT "catalogue_version_one_row" CHECK ("catalogue_version"."id" = 1)
);
--> statement-breakpoint
-- The API caches anonymous searches and item pages under this number
-- (server/db/tables/catalogue-version.ts). Every statement that changes what they show bumps
-- it inside the writing transaction, so the new number is visible exactly when the change
-- is. Bookings are in: they decide which items are free for the searched dates.
INSERT INTO "catalogue_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_catalogue_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalogue_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "items_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "item_prices_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "item_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "item_media_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "item_media"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "item_tags_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "item_tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "tags_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "tags"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "sub_categories_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "sub_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "users_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "questions_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "questions"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
--> statement-breakpoint
CREATE TRIGGER "bookings_catalogue_version" AFTER INSERT OR UPDATE OR DELETE ON "bookings"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_catalogue_version"();
