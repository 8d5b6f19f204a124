ALTER TABLE "blog_articles" ADD COLUMN "updated_at" date;--> statement-breakpoint
ALTER TABLE "blog_translations" ADD COLUMN "reading_minutes" integer DEFAULT 1 NOT NULL;