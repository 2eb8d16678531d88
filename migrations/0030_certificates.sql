CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"status_index" integer GENERATED ALWAYS AS IDENTITY (sequence name "certificates_status_index_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"candidate_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"source_id" uuid NOT NULL,
	"title" text NOT NULL,
	"recipient_name" text NOT NULL,
	"issuer_name" text NOT NULL,
	"language" text NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"withdrawn_by" uuid,
	"withdrawal_reason" text,
	CONSTRAINT "certificates_kind_check" CHECK ("certificates"."kind" in ('pat', 'education'))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_withdrawn_by_users_id_fk" FOREIGN KEY ("withdrawn_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_code_key" ON "certificates" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_status_index_key" ON "certificates" USING btree ("status_index");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_source_key" ON "certificates" USING btree ("kind","source_id","candidate_id");--> statement-breakpoint
CREATE INDEX "certificates_candidate_idx" ON "certificates" USING btree ("candidate_id");