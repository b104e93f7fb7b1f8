-- The site caches what the home page shows (server/db/tables/content-version.ts). Every
-- statement that changes it bumps the one version row, inside the writing transaction, so
-- the new number is visible exactly when the change is. Bookmark counts are not shown on
-- the home page: updates of that column alone leave the version as it is.
INSERT INTO "content_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_content_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "content_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "categories_content_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "items_content_version" AFTER INSERT OR DELETE ON "items"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "items_update_content_version" AFTER UPDATE OF
  "supplier_id", "category_id", "sub_category_id", "item_name", "item_description",
  "item_category_type", "status", "address", "city", "state", "latitude", "longitude",
  "bond_cents", "day_price_cents", "instant_booking", "rating", "review_count", "review_tag",
  "hire_count", "unavailable_from", "unavailable_to", "unavailable_today"
  ON "items" FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "item_prices_content_version" AFTER INSERT OR UPDATE OR DELETE ON "item_prices"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "item_media_content_version" AFTER INSERT OR UPDATE OR DELETE ON "item_media"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "destinations_content_version" AFTER INSERT OR UPDATE OR DELETE ON "destinations"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "stories_content_version" AFTER INSERT OR UPDATE OR DELETE ON "stories"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "banners_content_version" AFTER INSERT OR UPDATE OR DELETE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
--> statement-breakpoint
CREATE TRIGGER "contents_content_version" AFTER INSERT OR UPDATE OR DELETE ON "contents"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_content_version"();
