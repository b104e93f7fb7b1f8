CREATE INDEX "media_uploads_created_idx" ON "media_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_media_idx" ON "chat_messages" USING btree ("media_url") WHERE "chat_messages"."media_url" <> '';--> statement-breakpoint
CREATE INDEX "chat_messages_thumbnail_idx" ON "chat_messages" USING btree ("thumbnail") WHERE "chat_messages"."thumbnail" <> '';