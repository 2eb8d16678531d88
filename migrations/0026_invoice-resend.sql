ALTER TABLE "invoice_mailings" DROP CONSTRAINT "invoice_mailings_kind_check";--> statement-breakpoint
ALTER TABLE "invoice_mailings" DROP CONSTRAINT "invoice_mailings_step_check";--> statement-breakpoint
ALTER TABLE "invoice_mailings" ADD CONSTRAINT "invoice_mailings_kind_check" CHECK ("invoice_mailings"."kind" in ('invoice', 'credit-note', 'reminder', 'resend'));--> statement-breakpoint
ALTER TABLE "invoice_mailings" ADD CONSTRAINT "invoice_mailings_step_check" CHECK (("invoice_mailings"."kind" in ('reminder', 'resend')) = ("invoice_mailings"."step" > 0));