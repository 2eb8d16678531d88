CREATE TABLE "pat_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pat_id" uuid NOT NULL,
	"day_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pat_slots_times_check" CHECK ("pat_slots"."starts_at" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "pat_slots"."ends_at" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "pat_slots"."ends_at" > "pat_slots"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "pat_slots" ADD CONSTRAINT "pat_slots_day_id_pat_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."pat_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_slots" ADD CONSTRAINT "pat_slots_candidate_fk" FOREIGN KEY ("pat_id","candidate_id") REFERENCES "public"."pat_candidates"("pat_id","candidate_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_slots" ADD CONSTRAINT "pat_slots_module_fk" FOREIGN KEY ("pat_id","module_id") REFERENCES "public"."pat_modules"("pat_id","module_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pat_slots_key" ON "pat_slots" USING btree ("day_id","module_id","candidate_id");--> statement-breakpoint
CREATE INDEX "pat_slots_pat_idx" ON "pat_slots" USING btree ("pat_id");--> statement-breakpoint
CREATE INDEX "pat_slots_candidate_idx" ON "pat_slots" USING btree ("candidate_id");