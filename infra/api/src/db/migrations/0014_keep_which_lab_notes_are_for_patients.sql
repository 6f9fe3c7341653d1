-- Notes stored before this migration carry no mark of whom the lab wrote them for, so none is taken as written
-- for the patient: the empty default is their backfill, and doctors and administrators still read them all.
ALTER TABLE "lab_result_versions" ADD COLUMN "patient_notes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "lab_results" ADD COLUMN "patient_notes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "observations" ADD COLUMN "patient_notes" text[] DEFAULT '{}' NOT NULL;