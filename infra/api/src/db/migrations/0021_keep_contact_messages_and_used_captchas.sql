CREATE TYPE "public"."contact_kind" AS ENUM('question', 'complaint');--> statement-breakpoint
CREATE TYPE "public"."contact_status" AS ENUM('new', 'answered');--> statement-breakpoint
CREATE TABLE "captcha_uses" (
	"challenge_id" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"kind" "contact_kind" NOT NULL,
	"status" "contact_status" DEFAULT 'new' NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"company" text,
	"message" text NOT NULL,
	"sharing_consent" boolean NOT NULL,
	"privacy_consent" boolean NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" text,
	"answered_by" uuid,
	"answered_at" timestamp with time zone,
	CONSTRAINT "contact_messages_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE INDEX "contact_messages_received_at_idx" ON "contact_messages" USING btree ("received_at");