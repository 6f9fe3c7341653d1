CREATE TYPE "public"."referral_status" AS ENUM('awaiting_payment', 'awaiting_salary', 'settled', 'cancelled');--> statement-breakpoint
CREATE TABLE "referral_orders" (
	"order_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	CONSTRAINT "referral_orders_order_id_referral_id_pk" PRIMARY KEY("order_id","referral_id")
);
--> statement-breakpoint
CREATE TABLE "referral_tests" (
	"referral_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "referral_tests_referral_id_test_id_pk" PRIMARY KEY("referral_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "referrals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_account_id" uuid NOT NULL,
	"patient_account_id" uuid NOT NULL,
	"status" "referral_status" DEFAULT 'awaiting_payment' NOT NULL,
	"city_id" uuid,
	"facility_id" uuid,
	"commission_percent" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"sms_sent_at" timestamp with time zone,
	"paid_order_id" uuid,
	"paid_at" timestamp with time zone,
	CONSTRAINT "referrals_one_location" CHECK (num_nonnulls("referrals"."city_id", "referrals"."facility_id") = 1),
	CONSTRAINT "referrals_shares_in_range" CHECK ("referrals"."commission_percent" between 0 and 100 and "referrals"."discount_percent" between 0 and 100),
	CONSTRAINT "referrals_paid_with_order" CHECK (("referrals"."paid_order_id" is null) = ("referrals"."paid_at" is null))
);
--> statement-breakpoint
ALTER TABLE "referral_orders" ADD CONSTRAINT "referral_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_orders" ADD CONSTRAINT "referral_orders_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_tests" ADD CONSTRAINT "referral_tests_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_tests" ADD CONSTRAINT "referral_tests_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referrals" ADD CONSTRAINT "referrals_paid_order_id_orders_id_fk" FOREIGN KEY ("paid_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referral_orders_referral_idx" ON "referral_orders" USING btree ("referral_id");--> statement-breakpoint
CREATE INDEX "referrals_doctor_issued_idx" ON "referrals" USING btree ("doctor_account_id","issued_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "referrals_patient_issued_idx" ON "referrals" USING btree ("patient_account_id","issued_at" DESC NULLS LAST);