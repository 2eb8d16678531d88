CREATE TABLE "evaluation_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"scores" jsonb NOT NULL,
	"remark" text NOT NULL,
	"finalized_at" timestamp with time zone NOT NULL,
	"assessor_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"revised_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pat_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"role" text NOT NULL,
	"assessor_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	"finalized_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pat_assessors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pat_id" uuid NOT NULL,
	"day_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	"role" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pat_candidates" (
	"pat_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"seat_id" uuid,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pat_candidates_pat_id_candidate_id_pk" PRIMARY KEY("pat_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "pat_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pat_id" uuid NOT NULL,
	"day" date NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"location_id" uuid NOT NULL,
	"room_id" uuid,
	CONSTRAINT "pat_days_times_check" CHECK ("pat_days"."starts_at" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "pat_days"."ends_at" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "pat_days"."ends_at" > "pat_days"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "pat_modules" (
	"pat_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"module_version_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pass_percent" integer NOT NULL,
	"knock_out" text[] DEFAULT '{}'::text[] NOT NULL,
	"second_assessor" boolean DEFAULT false NOT NULL,
	CONSTRAINT "pat_modules_pat_id_module_id_pk" PRIMARY KEY("pat_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "pats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"planned_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"results_released_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "evaluation_versions" ADD CONSTRAINT "evaluation_versions_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_versions" ADD CONSTRAINT "evaluation_versions_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_versions" ADD CONSTRAINT "evaluation_versions_revised_by_users_id_fk" FOREIGN KEY ("revised_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_pat_id_pats_id_fk" FOREIGN KEY ("pat_id") REFERENCES "public"."pats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_assessor_id_users_id_fk" FOREIGN KEY ("assessor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_assessors" ADD CONSTRAINT "pat_assessors_pat_id_pats_id_fk" FOREIGN KEY ("pat_id") REFERENCES "public"."pats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_assessors" ADD CONSTRAINT "pat_assessors_day_id_pat_days_id_fk" FOREIGN KEY ("day_id") REFERENCES "public"."pat_days"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_assessors" ADD CONSTRAINT "pat_assessors_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_assessors" ADD CONSTRAINT "pat_assessors_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_candidates" ADD CONSTRAINT "pat_candidates_pat_id_pats_id_fk" FOREIGN KEY ("pat_id") REFERENCES "public"."pats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_candidates" ADD CONSTRAINT "pat_candidates_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_candidates" ADD CONSTRAINT "pat_candidates_seat_id_licence_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."licence_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_candidates" ADD CONSTRAINT "pat_candidates_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_days" ADD CONSTRAINT "pat_days_pat_id_pats_id_fk" FOREIGN KEY ("pat_id") REFERENCES "public"."pats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_days" ADD CONSTRAINT "pat_days_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_days" ADD CONSTRAINT "pat_days_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_modules" ADD CONSTRAINT "pat_modules_pat_id_pats_id_fk" FOREIGN KEY ("pat_id") REFERENCES "public"."pats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_modules" ADD CONSTRAINT "pat_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_modules" ADD CONSTRAINT "pat_modules_module_version_id_module_versions_id_fk" FOREIGN KEY ("module_version_id") REFERENCES "public"."module_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pat_modules" ADD CONSTRAINT "pat_modules_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pats" ADD CONSTRAINT "pats_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluation_versions_key" ON "evaluation_versions" USING btree ("evaluation_id","version");--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_slot_key" ON "evaluations" USING btree ("pat_id","module_id","candidate_id","role");--> statement-breakpoint
CREATE INDEX "evaluations_candidate_idx" ON "evaluations" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "evaluations_assessor_idx" ON "evaluations" USING btree ("assessor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pat_assessors_slot_key" ON "pat_assessors" USING btree ("day_id","module_id","role");--> statement-breakpoint
CREATE INDEX "pat_assessors_teacher_idx" ON "pat_assessors" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "pat_assessors_pat_idx" ON "pat_assessors" USING btree ("pat_id");--> statement-breakpoint
CREATE INDEX "pat_candidates_candidate_idx" ON "pat_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "pat_days_pat_idx" ON "pat_days" USING btree ("pat_id","day");--> statement-breakpoint
CREATE INDEX "pat_days_day_idx" ON "pat_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "pats_created_idx" ON "pats" USING btree ("created_at","id");