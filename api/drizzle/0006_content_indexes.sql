CREATE INDEX "blog_articles_published_idx" ON "blog_articles" USING btree ("published_at","id");--> statement-breakpoint
CREATE INDEX "blog_articles_topic_published_idx" ON "blog_articles" USING btree ("topic_id","published_at","id");--> statement-breakpoint
CREATE INDEX "blog_translations_lang_idx" ON "blog_translations" USING btree ("lang","article_id");--> statement-breakpoint
CREATE INDEX "help_articles_place_idx" ON "help_articles" USING btree ("status","category_id","order","id");--> statement-breakpoint
CREATE INDEX "help_articles_updated_idx" ON "help_articles" USING btree ("status","updated_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "help_translations_lang_idx" ON "help_translations" USING btree ("lang","article_id");