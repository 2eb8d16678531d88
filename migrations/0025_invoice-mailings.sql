CREATE TABLE "invoice_mailings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"step" integer DEFAULT 0 NOT NULL,
	"recipient" text NOT NULL,
	"mail_id" uuid,
	"day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_mailings_kind_check" CHECK ("invoice_mailings"."kind" in ('invoice', 'credit-note', 'reminder')),
	CONSTRAINT "invoice_mailings_step_check" CHECK (("invoice_mailings"."kind" = 'reminder') = ("invoice_mailings"."step" > 0))
);
--> statement-breakpoint
ALTER TABLE "invoice_mailings" ADD CONSTRAINT "invoice_mailings_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_mailings_step_key" ON "invoice_mailings" USING btree ("invoice_id","kind","step","recipient");--> statement-breakpoint
CREATE INDEX "invoice_mailings_mail_idx" ON "invoice_mailings" USING btree ("mail_id");