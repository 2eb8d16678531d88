CREATE TABLE "quiz_prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"phone" text,
	"consent_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"top_areas" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_prospects_top_areas_check" CHECK ("quiz_prospects"."top_areas" ~ '^[RIASEC]{0,3}$'),
	CONSTRAINT "quiz_prospects_contact_check" CHECK ("quiz_prospects"."email" IS NOT NULL OR "quiz_prospects"."phone" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "quiz_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"language" text NOT NULL,
	"answers" jsonb NOT NULL,
	"top_areas" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_results_top_areas_check" CHECK ("quiz_results"."top_areas" ~ '^[RIASEC]{0,3}$')
);
--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "holland_code" text;--> statement-breakpoint
ALTER TABLE "professions" ADD COLUMN "description" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_results" ADD CONSTRAINT "quiz_results_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_prospects_created_idx" ON "quiz_prospects" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "quiz_results_candidate_idx" ON "quiz_results" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "quiz_results_created_idx" ON "quiz_results" USING btree ("created_at","id");--> statement-breakpoint
ALTER TABLE "professions" ADD CONSTRAINT "professions_holland_code_check" CHECK ("professions"."holland_code" ~ '^[RIASEC]{1,3}$');