ALTER TABLE "doctors" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "offered_services" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "meeting_types" "meeting_type"[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "unpublished_parts" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "commission_option" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "billing_individual" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "company_name" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "nip" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD COLUMN "bank_account" text;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_account_id_unique" UNIQUE("account_id");--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_commission_option_check" CHECK ("doctors"."commission_option" IS NULL OR "doctors"."commission_option" IN ('15/0', '10/5', '5/10', '0/15', '5/5'));