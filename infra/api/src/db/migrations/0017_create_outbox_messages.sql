CREATE TABLE "outbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"recipient" text,
	"subject" text,
	"body" text,
	"send_before" timestamp with time zone,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	CONSTRAINT "outbox_messages_delivered_or_failed" CHECK ("outbox_messages"."delivered_at" is null or "outbox_messages"."failed_at" is null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_key_unique" ON "outbox_messages" USING btree ("key");--> statement-breakpoint
CREATE INDEX "outbox_messages_queued_at_idx" ON "outbox_messages" USING btree ("queued_at");