CREATE TABLE "attendance" (
	"lesson_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"recorded_by" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attendance_lesson_id_candidate_id_pk" PRIMARY KEY("lesson_id","candidate_id"),
	CONSTRAINT "attendance_status_check" CHECK ("attendance"."status" IN ('present', 'late', 'absent_excused', 'absent'))
);
--> statement-breakpoint
CREATE TABLE "education_candidates" (
	"education_id" uuid NOT NULL,
	"candidate_id" uuid NOT NULL,
	"seat_id" uuid,
	"enrolled_on" date NOT NULL,
	"language" text,
	"absence_alerted_at" timestamp with time zone,
	"added_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "education_candidates_education_id_candidate_id_pk" PRIMARY KEY("education_id","candidate_id")
);
--> statement-breakpoint
CREATE TABLE "education_lessons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"education_id" uuid NOT NULL,
	"day" date NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	"location_id" uuid NOT NULL,
	"room_id" uuid,
	CONSTRAINT "education_lessons_times_check" CHECK ("education_lessons"."starts_at" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "education_lessons"."ends_at" ~ '^[0-2][0-9]:[0-5][0-9]$' AND "education_lessons"."ends_at" > "education_lessons"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "education_modules" (
	"education_id" uuid NOT NULL,
	"module_id" uuid NOT NULL,
	"module_version_id" uuid NOT NULL,
	"template_version_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"pass_percent" integer NOT NULL,
	"knock_out" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "education_modules_education_id_module_id_pk" PRIMARY KEY("education_id","module_id")
);
--> statement-breakpoint
CREATE TABLE "education_teachers" (
	"education_id" uuid NOT NULL,
	"teacher_id" uuid NOT NULL,
	CONSTRAINT "education_teachers_education_id_teacher_id_pk" PRIMARY KEY("education_id","teacher_id")
);
--> statement-breakpoint
CREATE TABLE "educations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"absence_limit" integer DEFAULT 3 NOT NULL,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"results_released_at" timestamp with time zone,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "educations_absence_limit_check" CHECK ("educations"."absence_limit" BETWEEN 1 AND 100)
);
--> statement-breakpoint
DROP INDEX "audit_log_activity_idx";--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_lesson_id_education_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."education_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance" ADD CONSTRAINT "attendance_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_candidates" ADD CONSTRAINT "education_candidates_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_candidates" ADD CONSTRAINT "education_candidates_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_candidates" ADD CONSTRAINT "education_candidates_seat_id_licence_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."licence_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_candidates" ADD CONSTRAINT "education_candidates_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_lessons" ADD CONSTRAINT "education_lessons_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_lessons" ADD CONSTRAINT "education_lessons_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_lessons" ADD CONSTRAINT "education_lessons_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_modules" ADD CONSTRAINT "education_modules_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_modules" ADD CONSTRAINT "education_modules_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_modules" ADD CONSTRAINT "education_modules_module_version_id_module_versions_id_fk" FOREIGN KEY ("module_version_id") REFERENCES "public"."module_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_modules" ADD CONSTRAINT "education_modules_template_version_id_template_versions_id_fk" FOREIGN KEY ("template_version_id") REFERENCES "public"."template_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_teachers" ADD CONSTRAINT "education_teachers_education_id_educations_id_fk" FOREIGN KEY ("education_id") REFERENCES "public"."educations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "education_teachers" ADD CONSTRAINT "education_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "educations" ADD CONSTRAINT "educations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_candidate_idx" ON "attendance" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "education_candidates_candidate_idx" ON "education_candidates" USING btree ("candidate_id");--> statement-breakpoint
CREATE INDEX "education_lessons_education_idx" ON "education_lessons" USING btree ("education_id","day");--> statement-breakpoint
CREATE INDEX "education_lessons_day_idx" ON "education_lessons" USING btree ("day");--> statement-breakpoint
CREATE INDEX "education_teachers_teacher_idx" ON "education_teachers" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "educations_created_idx" ON "educations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_activity_idx" ON "audit_log" USING btree ("at","id") WHERE "audit_log"."method" IN ('POST', 'PUT', 'PATCH', 'DELETE') AND "audit_log"."status" < 400 AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/test/attempt/%/answer') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/pat/%/evaluation/%/%') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/notification/read') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/reports/%');