CREATE TABLE "login_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_login_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Unlogged (written by hand; drizzle-kit has no such option): per-minute request counts need no crash safety,
-- and writing them must not wait for the disk on every request.
CREATE UNLOGGED TABLE "request_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_counters" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "login_devices" ADD CONSTRAINT "login_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "login_devices_account_token_unique" ON "login_devices" USING btree ("account_id","token_hash");