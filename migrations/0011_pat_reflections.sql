CREATE TABLE "evaluation_agreements" (
	"pat_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"scores" jsonb,
	"remark" text DEFAULT '' NOT NULL,
	"third_assessor_id" uuid,
	"decided_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "evaluation_agreements_pat_id_module_id_candidate_id_pk" PRIMARY KEY("pat_id","module_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "evaluation_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"upload_id" uuid NOT NULL,
	"caption" text DEFAULT '' NOT NULL,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reflections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"pat_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"scores" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "audit_log_activity_idx";--> statement-breakpoint
ALTER TABLE "pat_candidates" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "evaluation_agreements" ADD CONSTRAINT "evaluation_agreements_pat_id_pats_id_fk" FOREIGN KEY ("pat_id") REFERENCES "public"."pats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_agreements" ADD CONSTRAINT "evaluation_agreements_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_agreements" ADD CONSTRAINT "evaluation_agreements_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_agreements" ADD CONSTRAINT "evaluation_agreements_third_assessor_id_users_id_fk" FOREIGN KEY ("third_assessor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_agreements" ADD CONSTRAINT "evaluation_agreements_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_photos" ADD CONSTRAINT "evaluation_photos_evaluation_id_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_photos" ADD CONSTRAINT "evaluation_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "evaluation_photos" ADD CONSTRAINT "evaluation_photos_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_pat_id_pats_id_fk" FOREIGN KEY ("pat_id") REFERENCES "public"."pats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "evaluation_agreements_candidate_idx" ON "evaluation_agreements" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "evaluation_photos_evaluation_idx" ON "evaluation_photos" USING btree ("evaluation_id");--> statement-breakpoint
CREATE INDEX "evaluation_photos_upload_idx" ON "evaluation_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reflections_slot_key" ON "reflections" USING btree ("pat_id","module_id","candidate_id");--> statement-breakpoint
CREATE INDEX "reflections_candidate_idx" ON "reflections" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "audit_log_activity_idx" ON "audit_log" USING btree ("at","id") WHERE "audit_log"."method" IN ('POST', 'PUT', 'PATCH', 'DELETE') AND "audit_log"."status" < 400 AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/test/attempt/%/answer') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/pat/%/evaluation/%/%') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/notification/read');