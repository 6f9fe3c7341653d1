CREATE TYPE "public"."interpretation_flag" AS ENUM('N', 'L', 'H', 'LL', 'HH', 'A');--> statement-breakpoint
CREATE TYPE "public"."lab_message_format" AS ENUM('fhir', 'hl7v2');--> statement-breakpoint
CREATE TYPE "public"."lab_report_status" AS ENUM('preliminary', 'final', 'corrected');--> statement-breakpoint
CREATE TABLE "lab_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_id" uuid NOT NULL,
	"lab_report_id" text NOT NULL,
	"order_line_id" uuid NOT NULL,
	"order_patient_id" uuid NOT NULL,
	"account_id" uuid,
	"test_id" uuid NOT NULL,
	"test_name" text NOT NULL,
	"status" "lab_report_status" NOT NULL,
	"collected_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"format" "lab_message_format" NOT NULL,
	"notes" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "lab_results_lab_report_unique" UNIQUE("lab_id","lab_report_id")
);
--> statement-breakpoint
CREATE TABLE "labs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"api_key_hash" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labs_code_unique" UNIQUE("code"),
	CONSTRAINT "labs_api_key_hash_unique" UNIQUE("api_key_hash")
);
--> statement-breakpoint
CREATE TABLE "observations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"loinc" text,
	"lab_code" text,
	"name" text NOT NULL,
	"value_number" double precision,
	"unit" text,
	"value_text" text,
	"range" jsonb,
	"range_source" text,
	"flag" "interpretation_flag",
	"lab_flag" text,
	"notes" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "observations_position_unique" UNIQUE("result_id","position")
);
--> statement-breakpoint
CREATE TABLE "unmatched_lab_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lab_id" uuid NOT NULL,
	"lab_report_id" text NOT NULL,
	"format" "lab_message_format" NOT NULL,
	"reason" text NOT NULL,
	"order_number" text NOT NULL,
	"test_code" text NOT NULL,
	"report" jsonb NOT NULL,
	"message" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "unmatched_lab_deliveries_lab_report_unique" UNIQUE("lab_id","lab_report_id")
);
--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_order_line_id_order_lines_id_fk" FOREIGN KEY ("order_line_id") REFERENCES "public"."order_lines"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_order_patient_id_order_patients_id_fk" FOREIGN KEY ("order_patient_id") REFERENCES "public"."order_patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lab_results" ADD CONSTRAINT "lab_results_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "observations" ADD CONSTRAINT "observations_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_lab_deliveries" ADD CONSTRAINT "unmatched_lab_deliveries_lab_id_labs_id_fk" FOREIGN KEY ("lab_id") REFERENCES "public"."labs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_results_order_patient_idx" ON "lab_results" USING btree ("order_patient_id","collected_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_results_account_idx" ON "lab_results" USING btree ("account_id","received_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "lab_results_order_line_idx" ON "lab_results" USING btree ("order_line_id");--> statement-breakpoint
CREATE INDEX "observations_loinc_idx" ON "observations" USING btree ("loinc");--> statement-breakpoint
CREATE INDEX "unmatched_lab_deliveries_open_idx" ON "unmatched_lab_deliveries" USING btree ("received_at") WHERE reviewed_at is null;