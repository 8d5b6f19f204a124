CREATE TABLE "account_profiles" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"store_name" text NOT NULL,
	"marketplaces" jsonb NOT NULL,
	"monthly_orders" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_profiles" ADD CONSTRAINT "account_profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "accounts"("id") ON DELETE cascade ON UPDATE no action;