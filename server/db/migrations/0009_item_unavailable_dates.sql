ALTER TABLE "items" ADD COLUMN "unavailable_from" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "unavailable_to" date;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "unavailable_today" boolean DEFAULT false NOT NULL;