ALTER TABLE "educations" RENAME COLUMN "notes" TO "teacher_notes";--> statement-breakpoint
ALTER TABLE "locations" RENAME COLUMN "accessibility_notes" TO "internal_notes";--> statement-breakpoint
ALTER TABLE "pats" RENAME COLUMN "notes" TO "teacher_notes";--> statement-breakpoint
ALTER TABLE "educations" ADD COLUMN "candidate_notes" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "accessibility_text" text;--> statement-breakpoint
ALTER TABLE "pats" ADD COLUMN "candidate_notes" text;