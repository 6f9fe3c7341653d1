ALTER TABLE "referrals" ADD COLUMN "cost_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "discount_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "referrals_doctor_paid_idx" ON "referrals" USING btree ("doctor_account_id","paid_at");