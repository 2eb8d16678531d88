CREATE TABLE "calendar_feeds" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_fetched_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "audit_log_activity_idx";--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_key" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "audit_log_activity_idx" ON "audit_log" USING btree ("at","id") WHERE "audit_log"."method" IN ('POST', 'PUT', 'PATCH', 'DELETE') AND "audit_log"."status" < 400 AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" ~ '^/api/test/attempt/[^/]+/answer$') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" ~ '^/api/pat/[^/]+/evaluation/[^/]+/[^/]+$') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" ~ '^/api/education/lesson/[^/]+/attendance$') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" ~ '^/api/notification/read$') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" ~ '^/api/reports/[^/]+$');