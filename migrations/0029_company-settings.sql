CREATE TABLE "company_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"png" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_setting_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"changed_by" uuid,
	"field" text NOT NULL,
	"subject" text,
	"old_value" text,
	"new_value" text
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"id" text PRIMARY KEY DEFAULT 'company' NOT NULL,
	"seller_name" text,
	"seller_street" text,
	"seller_postcode" text,
	"seller_city" text,
	"seller_kvk" text,
	"seller_vat_number" text,
	"seller_iban" text,
	"seller_bic" text,
	"seller_email" text,
	"primary_colour" text,
	"logo_id" uuid,
	"reminder_interval_days" integer,
	"reminder_max" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_settings_single_row" CHECK ("company_settings"."id" = 'company')
);
--> statement-breakpoint
ALTER TABLE "company_setting_changes" ADD CONSTRAINT "company_setting_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_logo_id_company_logos_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."company_logos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_setting_changes_at_idx" ON "company_setting_changes" USING btree ("changed_at");