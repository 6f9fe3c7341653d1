ALTER TABLE "referral_month_figures" ADD COLUMN "awaiting_payment" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_month_figures" ADD COLUMN "awaiting_salary" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_month_figures" ADD COLUMN "settled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referral_month_figures" ADD COLUMN "cancelled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "paid_minor" integer;--> statement-breakpoint
ALTER TABLE "referrals" ADD COLUMN "commission_earned_minor" integer;--> statement-breakpoint
-- Each referral keeps the sums of its lines in the commission ledger: what the patient actually paid (the
-- commission line's, which its reversal repeats) and the doctor's commission net of any reversal. Kept with every
-- line written, in its transaction; the referrals' own trigger then moves the month figures along.
CREATE FUNCTION "referral_ledger_sums_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "referrals" "r" SET
    "paid_minor" = coalesce("lines"."paid", "r"."paid_minor"),
    "commission_earned_minor" = coalesce("r"."commission_earned_minor", 0) + "lines"."amount"
  FROM (
    SELECT "referral_id", max("paid_minor") FILTER (WHERE "kind" = 'commission') AS "paid",
           sum("amount_minor")::integer AS "amount"
    FROM "new_rows" GROUP BY "referral_id"
  ) "lines"
  WHERE "r"."id" = "lines"."referral_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "referral_ledger_sums_inserted" AFTER INSERT ON "commission_lines"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "referral_ledger_sums_kept"();--> statement-breakpoint
UPDATE "referrals" "r" SET "paid_minor" = "lines"."paid", "commission_earned_minor" = "lines"."amount"
FROM (
  SELECT "referral_id", max("paid_minor") FILTER (WHERE "kind" = 'commission') AS "paid",
         sum("amount_minor")::integer AS "amount"
  FROM "commission_lines" GROUP BY "referral_id"
) "lines"
WHERE "r"."id" = "lines"."referral_id";--> statement-breakpoint
-- As before, and now: a paid referral's revenue and commission are what its ledger lines hold (what the patient
-- actually paid, after any discount code), not worked out again from its prices; and each referral counts, in the
-- month of its issue, under the status it is in.
CREATE OR REPLACE FUNCTION "referral_month_figures_add"("changed" "referrals"[], "sign" integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "referral_month_figures" AS "kept"
    ("doctor_account_id", "month", "issued", "paid", "revenue_minor", "commission_minor",
     "awaiting_payment", "awaiting_salary", "settled", "cancelled")
  SELECT "doctor_account_id", "month", sum("issued"), sum("paid"), sum("revenue"), sum("commission"),
         sum("awaiting_payment"), sum("awaiting_salary"), sum("settled"), sum("cancelled")
  FROM (
    SELECT "r"."doctor_account_id", date_trunc('month', "r"."issued_at" AT TIME ZONE 'Europe/Warsaw')::date AS "month",
           "sign" AS "issued", 0 AS "paid", 0::bigint AS "revenue", 0::bigint AS "commission",
           CASE WHEN "r"."status" = 'awaiting_payment' THEN "sign" ELSE 0 END AS "awaiting_payment",
           CASE WHEN "r"."status" = 'awaiting_salary' THEN "sign" ELSE 0 END AS "awaiting_salary",
           CASE WHEN "r"."status" = 'settled' THEN "sign" ELSE 0 END AS "settled",
           CASE WHEN "r"."status" = 'cancelled' THEN "sign" ELSE 0 END AS "cancelled"
    FROM unnest("changed") "r"
    UNION ALL
    SELECT "r"."doctor_account_id", date_trunc('month', "r"."paid_at" AT TIME ZONE 'Europe/Warsaw')::date,
           0, "sign", "sign" * coalesce("r"."paid_minor", 0)::bigint,
           "sign" * coalesce("r"."commission_earned_minor", 0)::bigint, 0, 0, 0, 0
    FROM unnest("changed") "r"
    WHERE "r"."paid_at" IS NOT NULL AND "r"."status" IN ('awaiting_salary', 'settled')
  ) "figures"
  GROUP BY 1, 2
  ON CONFLICT ("doctor_account_id", "month") DO UPDATE SET
    "issued" = "kept"."issued" + excluded."issued",
    "paid" = "kept"."paid" + excluded."paid",
    "revenue_minor" = "kept"."revenue_minor" + excluded."revenue_minor",
    "commission_minor" = "kept"."commission_minor" + excluded."commission_minor",
    "awaiting_payment" = "kept"."awaiting_payment" + excluded."awaiting_payment",
    "awaiting_salary" = "kept"."awaiting_salary" + excluded."awaiting_salary",
    "settled" = "kept"."settled" + excluded."settled",
    "cancelled" = "kept"."cancelled" + excluded."cancelled";
$$;--> statement-breakpoint
-- Summed afresh from every referral, the new way.
DELETE FROM "referral_month_figures";--> statement-breakpoint
SELECT "referral_month_figures_add"(ARRAY(SELECT "r" FROM "referrals" "r"), 1);
