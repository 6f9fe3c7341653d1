DROP INDEX "referrals_doctor_issued_idx";--> statement-breakpoint
DROP INDEX "referrals_doctor_paid_idx";--> statement-breakpoint
CREATE INDEX "referrals_doctor_status_issued_idx" ON "referrals" USING btree ("doctor_account_id","status","issued_at","id");--> statement-breakpoint
CREATE INDEX "referrals_doctor_cost_idx" ON "referrals" USING btree ("doctor_account_id","cost_minor","issued_at","id");--> statement-breakpoint
CREATE INDEX "referrals_doctor_issued_idx" ON "referrals" USING btree ("doctor_account_id","issued_at","id");--> statement-breakpoint
CREATE INDEX "referrals_doctor_paid_idx" ON "referrals" USING btree ("doctor_account_id","paid_at","status","cost_minor","discount_minor","commission_percent");