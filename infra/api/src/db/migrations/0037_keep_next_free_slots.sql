CREATE TABLE "free_slot_summaries" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"summary_version" integer,
	"valid_until" timestamp with time zone,
	"next_slots" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "free_slot_summaries" ADD CONSTRAINT "free_slot_summaries_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;