ALTER TABLE "lab_results" ADD COLUMN "collected_date_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "labs" ADD COLUMN "time_zone" text DEFAULT 'Europe/Warsaw' NOT NULL;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "comparator" text;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "value_code" text;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "value_system" text;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "computed_flag" "interpretation_flag";--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "review_reason" text;