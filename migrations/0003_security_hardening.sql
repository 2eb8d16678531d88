-- Sessions kept plain bearer tokens; they cannot be sealed without the cookie values, so everyone signs in again.
DELETE FROM "sessions";--> statement-breakpoint
CREATE TABLE "issued_tokens" (
	"sid" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "revoked_tokens" CASCADE;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "sealed_token" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "token_sid" text NOT NULL;--> statement-breakpoint
ALTER TABLE "issued_tokens" ADD CONSTRAINT "issued_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "issued_tokens_user_idx" ON "issued_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "issued_tokens_expires_idx" ON "issued_tokens" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "sessions" DROP COLUMN "token";