DROP INDEX "bookings_start_idx";--> statement-breakpoint
CREATE INDEX "bookings_overlap_idx" ON "bookings" USING btree ("end_at","start_at");