ALTER TABLE "calendar_feeds" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "content_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "education_lessons" ADD COLUMN "calendar_hash" text;--> statement-breakpoint
ALTER TABLE "education_lessons" ADD COLUMN "calendar_stamp" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pat_days" ADD COLUMN "calendar_hash" text;--> statement-breakpoint
ALTER TABLE "pat_days" ADD COLUMN "calendar_stamp" timestamp with time zone;