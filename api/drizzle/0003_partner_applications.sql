CREATE TABLE "partner_applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"contact_name" text NOT NULL,
	"job_title" text,
	"email" text NOT NULL,
	"phone" text,
	"country" text NOT NULL,
	"website" text,
	"partner_type" text NOT NULL,
	"sellers_served" text NOT NULL,
	"message" text NOT NULL,
	"lang" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partner_applications_email_idx" ON "partner_applications" USING btree ("email","id");