CREATE INDEX "captchas_expires_idx" ON "captchas" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "outbox_created_idx" ON "outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_events_created_idx" ON "rate_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_created_idx" ON "verification_codes" USING btree ("created_at");