CREATE TABLE "contact_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_sent_at" timestamp with time zone NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "active_role" "account_role";--> statement-breakpoint
ALTER TABLE "contact_changes" ADD CONSTRAINT "contact_changes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contact_changes_account_kind_unique" ON "contact_changes" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "contact_changes_value_idx" ON "contact_changes" USING btree ("value");