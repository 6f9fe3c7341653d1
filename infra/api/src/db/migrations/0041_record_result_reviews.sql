CREATE TABLE "result_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"result_id" uuid NOT NULL,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone NOT NULL,
	"reasons" text[] NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_result_id_lab_results_id_fk" FOREIGN KEY ("result_id") REFERENCES "public"."lab_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "result_reviews" ADD CONSTRAINT "result_reviews_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "result_reviews_result_idx" ON "result_reviews" USING btree ("result_id","reviewed_at" DESC NULLS LAST);