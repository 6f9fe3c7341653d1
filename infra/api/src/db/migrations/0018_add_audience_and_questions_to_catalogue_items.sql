ALTER TABLE "tests" ADD COLUMN "audience" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "faq" jsonb DEFAULT '[]'::jsonb NOT NULL;