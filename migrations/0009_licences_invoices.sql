CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"kind" text NOT NULL,
	"organization_id" uuid NOT NULL,
	"licence_id" uuid,
	"credits_invoice_id" uuid,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"seller" jsonb NOT NULL,
	"buyer" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"buyer_reference" text,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"paid_at" timestamp with time zone,
	"credited_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind_check" CHECK (("invoices"."kind" = 'credit-note') = ("invoices"."credits_invoice_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "licence_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"licence_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"method" text NOT NULL,
	"taken_by" uuid,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone,
	"released_by" uuid,
	"release_reason" text
);
--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"product" text NOT NULL,
	"profession_test_id" uuid,
	"seats" integer NOT NULL,
	"seats_used" integer DEFAULT 0 NOT NULL,
	"valid_from" date NOT NULL,
	"valid_until" date NOT NULL,
	"price_per_seat_cents" integer NOT NULL,
	"vat_category" text NOT NULL,
	"code" text NOT NULL,
	"buyer_reference" text,
	"revoked_at" timestamp with time zone,
	"revoked_by" uuid,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licences_seats_check" CHECK ("licences"."seats" > 0),
	CONSTRAINT "licences_seats_used_check" CHECK ("licences"."seats_used" >= 0 AND "licences"."seats_used" <= "licences"."seats"),
	CONSTRAINT "licences_period_check" CHECK ("licences"."valid_until" >= "licences"."valid_from"),
	CONSTRAINT "licences_price_check" CHECK ("licences"."price_per_seat_cents" >= 0),
	CONSTRAINT "licences_product_check" CHECK (("licences"."product" = 'profession-test') = ("licences"."profession_test_id" IS NOT NULL))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "privacy_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credits_invoice_id_invoices_id_fk" FOREIGN KEY ("credits_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seats" ADD CONSTRAINT "licence_seats_licence_id_licences_id_fk" FOREIGN KEY ("licence_id") REFERENCES "public"."licences"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seats" ADD CONSTRAINT "licence_seats_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seats" ADD CONSTRAINT "licence_seats_taken_by_users_id_fk" FOREIGN KEY ("taken_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licence_seats" ADD CONSTRAINT "licence_seats_released_by_users_id_fk" FOREIGN KEY ("released_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_profession_test_id_profession_tests_id_fk" FOREIGN KEY ("profession_test_id") REFERENCES "public"."profession_tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licences" ADD CONSTRAINT "licences_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_key" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_sequence_key" ON "invoices" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credits_key" ON "invoices" USING btree ("credits_invoice_id") WHERE credits_invoice_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "invoices_organization_idx" ON "invoices" USING btree ("organization_id","issue_date");--> statement-breakpoint
CREATE INDEX "invoices_licence_idx" ON "invoices" USING btree ("licence_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_idx" ON "invoices" USING btree ("issue_date","number");--> statement-breakpoint
CREATE UNIQUE INDEX "licence_seats_open_key" ON "licence_seats" USING btree ("licence_id","holder_id") WHERE released_at IS NULL;--> statement-breakpoint
CREATE INDEX "licence_seats_licence_idx" ON "licence_seats" USING btree ("licence_id","taken_at");--> statement-breakpoint
CREATE INDEX "licence_seats_holder_idx" ON "licence_seats" USING btree ("holder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "licences_code_key" ON "licences" USING btree ("code");--> statement-breakpoint
CREATE INDEX "licences_organization_idx" ON "licences" USING btree ("organization_id","valid_until");--> statement-breakpoint
CREATE INDEX "licences_created_idx" ON "licences" USING btree ("created_at","id");