CREATE TABLE "quiz_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"account_id" uuid,
	"patient_id" uuid,
	"guest_token_hash" text,
	"date" date NOT NULL,
	"answers" jsonb NOT NULL,
	"weight_kg" real,
	"height_cm" real,
	"recommendations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quiz_records" ADD CONSTRAINT "quiz_records_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_records" ADD CONSTRAINT "quiz_records_patient_id_account_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."account_patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_records_account_idx" ON "quiz_records" USING btree ("account_id","kind");