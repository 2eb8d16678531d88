ALTER TABLE "evaluations" ALTER COLUMN "pat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "reflections" ALTER COLUMN "pat_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "evaluations" ADD COLUMN "education_id" uuid;--> statement-breakpoint
ALTER TABLE "reflections" ADD COLUMN "education_id" uuid;--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "evaluations_education_slot_key" ON "evaluations" USING btree ("education_id","module_id","candidate_id","role");--> statement-breakpoint
CREATE UNIQUE INDEX "reflections_education_slot_key" ON "reflections" USING btree ("education_id","module_id","candidate_id");--> statement-breakpoint
ALTER TABLE "evaluations" ADD CONSTRAINT "evaluations_context_check" CHECK (num_nonnulls("evaluations"."pat_id", "evaluations"."education_id") = 1);--> statement-breakpoint
ALTER TABLE "reflections" ADD CONSTRAINT "reflections_context_check" CHECK (num_nonnulls("reflections"."pat_id", "reflections"."education_id") = 1);