CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "audit_log_route_idx";--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","name","id");--> statement-breakpoint
CREATE INDEX "users_organization_role_name_idx" ON "users" USING btree ("organization_id","role","name","id");--> statement-breakpoint
CREATE INDEX "users_status_role_idx" ON "users" USING btree ("status","role");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_status_idx" ON "audit_log" USING btree ("status","at");--> statement-breakpoint
CREATE INDEX "audit_log_activity_idx" ON "audit_log" USING btree ("at","id") WHERE "audit_log"."method" IN ('POST', 'PUT', 'PATCH', 'DELETE') AND "audit_log"."status" < 400 AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/test/attempt/%/answer') AND NOT ("audit_log"."method" = 'PUT' AND "audit_log"."route" LIKE '/api/notification/read');--> statement-breakpoint
CREATE INDEX "templates_name_trgm_idx" ON "templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_route_idx" ON "audit_log" USING btree ("route" text_pattern_ops,"at");