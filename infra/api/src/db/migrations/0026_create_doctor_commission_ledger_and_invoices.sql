CREATE TYPE "public"."commission_line_kind" AS ENUM('commission', 'reversal');--> statement-breakpoint
CREATE TABLE "commission_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_account_id" uuid NOT NULL,
	"patient_account_id" uuid NOT NULL,
	"referral_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"kind" "commission_line_kind" NOT NULL,
	"commission_percent" integer NOT NULL,
	"discount_percent" integer NOT NULL,
	"tests_count" integer NOT NULL,
	"paid_minor" integer NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"invoice_id" uuid,
	CONSTRAINT "commission_lines_referral_kind_unique" UNIQUE("referral_id","kind"),
	CONSTRAINT "commission_lines_sign" CHECK (("commission_lines"."kind" = 'commission' and "commission_lines"."amount_minor" >= 0) or ("commission_lines"."kind" = 'reversal' and "commission_lines"."amount_minor" <= 0))
);
--> statement-breakpoint
CREATE TABLE "doctor_invoice_counter" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_invoice_counter_one_row" CHECK ("doctor_invoice_counter"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "doctor_invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"doctor_account_id" uuid NOT NULL,
	"month" text NOT NULL,
	"party" jsonb NOT NULL,
	"total_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "doctor_invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "doctor_invoices_doctor_month_unique" UNIQUE("doctor_account_id","month"),
	CONSTRAINT "doctor_invoices_month_format" CHECK ("doctor_invoices"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_patient_account_id_accounts_id_fk" FOREIGN KEY ("patient_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "commission_lines" ADD CONSTRAINT "commission_lines_invoice_id_doctor_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."doctor_invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_invoices" ADD CONSTRAINT "doctor_invoices_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "commission_lines_doctor_occurred_idx" ON "commission_lines" USING btree ("doctor_account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "commission_lines_order_idx" ON "commission_lines" USING btree ("order_id");