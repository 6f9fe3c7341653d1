CREATE TABLE "lab_result_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"status" "lab_report_status" NOT NULL,
	"issued_at" timestamp with time zone,
	"received_at" timestamp with time zone NOT NULL,
	"notes" text[] DEFAULT '{}' NOT NULL,
	"observations" jsonb NOT NULL,
	"lab_pdf" jsonb,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "corrected_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "unmatched_lab_deliveries" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "unmatched_lab_deliveries" ADD COLUMN "resolution" text;--> statement-breakpoint
ALTER TABLE "unmatched_lab_deliveries" ADD COLUMN "dismiss_reason" text;--> statement-breakpoint
ALTER TABLE "unmatched_lab_deliveries" ADD COLUMN "result_id" uuid;--> statement-breakpoint
ALTER TABLE "lab_result_versions" ADD CONSTRAINT "lab_result_versions_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lab_result_versions_result_idx" ON "lab_result_versions" USING btree ("result_id","replaced_at");--> statement-breakpoint
ALTER TABLE "unmatched_lab_deliveries" ADD CONSTRAINT "unmatched_lab_deliveries_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unmatched_lab_deliveries" ADD CONSTRAINT "unmatched_lab_deliveries_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE set null ON UPDATE no action;