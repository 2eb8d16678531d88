CREATE TABLE "locations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"step_free" boolean DEFAULT false NOT NULL,
	"lift" boolean DEFAULT false NOT NULL,
	"accessibility_notes" text,
	"directions" text,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"location_id" uuid NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "kvk_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "vat_number" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "visit_street" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "visit_postcode" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "visit_city" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "invoice_street" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "invoice_postcode" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "invoice_city" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "invoice_email" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "intake_supervisor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "locations_name_idx" ON "locations" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "rooms_location_idx" ON "rooms" USING btree ("location_id","name");--> statement-breakpoint
CREATE INDEX "organizations_name_idx" ON "organizations" USING btree ("name","id");