ALTER TABLE "tests" ADD COLUMN "requires_nursing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "includes_nursing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Items stored before this fact was kept needed a nurse when a blood sample was drawn, as orders priced them then.
UPDATE "tests" SET "requires_nursing" = true WHERE 'blood' = ANY (regexp_split_to_array(coalesce("sample_type", ''), ',\s*'));
