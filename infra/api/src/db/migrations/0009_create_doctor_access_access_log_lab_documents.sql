CREATE TABLE "doctor_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_account_id" uuid NOT NULL,
	"doctor_account_id" uuid NOT NULL,
	"ask_for_examinations" boolean DEFAULT false NOT NULL,
	"add_access" boolean DEFAULT false NOT NULL,
	"requested_at" timestamp with time zone,
	"granted_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "doctor_access_pair_unique" UNIQUE("patient_account_id","doctor_account_id")
);
--> statement-breakpoint
CREATE TABLE "lab_result_documents" (
	"result_id" uuid PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"title" text,
	"size_bytes" integer NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "results_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"patient_account_id" uuid NOT NULL,
	"doctor_account_id" uuid NOT NULL,
	"action" text NOT NULL,
	"result_id" uuid,
	"test_name" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "doctor_access" ADD CONSTRAINT "doctor_access_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_access" ADD CONSTRAINT "doctor_access_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_result_documents" ADD CONSTRAINT "lab_result_documents_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_access_log" ADD CONSTRAINT "results_access_log_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_access_log" ADD CONSTRAINT "results_access_log_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "results_access_log" ADD CONSTRAINT "results_access_log_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "doctor_access_doctor_idx" ON "doctor_access" USING btree ("doctor_account_id");--> statement-breakpoint
CREATE INDEX "results_access_log_patient_idx" ON "results_access_log" USING btree ("patient_account_id","at" DESC NULLS LAST);