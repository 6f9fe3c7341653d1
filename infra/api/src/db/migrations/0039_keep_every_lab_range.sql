ALTER TABLE "lab_result_versions" ADD COLUMN "review_reason" text;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "lab_ranges" jsonb;--> statement-breakpoint
CREATE INDEX "lab_results_review_idx" ON "lab_results" USING btree ("received_at" DESC NULLS LAST) WHERE review_reason is not null;--> statement-breakpoint
CREATE INDEX "observations_review_idx" ON "observations" USING btree ("result_id") WHERE review_reason is not null;