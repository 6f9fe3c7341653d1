CREATE TABLE "referral_month_figures" (
	"doctor_account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"issued" integer NOT NULL,
	"paid" integer NOT NULL,
	"revenue_minor" bigint NOT NULL,
	"commission_minor" bigint NOT NULL,
	CONSTRAINT "referral_month_figures_doctor_account_id_month_pk" PRIMARY KEY("doctor_account_id","month")
);
--> statement-breakpoint
ALTER TABLE "referral_month_figures" ADD CONSTRAINT "referral_month_figures_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds `sign` times the figures of the given referrals to their doctors' months (in the shop's time zone): each
-- counts as issued in the month of its issue, and, once paid (awaiting salary or settled), as paid in the month of
-- its payment with what the patient paid and the doctor's commission rounded half up to the minor unit.
CREATE FUNCTION "referral_month_figures_add"("changed" "referrals"[], "sign" integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "referral_month_figures" AS "kept"
    ("doctor_account_id", "month", "issued", "paid", "revenue_minor", "commission_minor")
  SELECT "doctor_account_id", "month", sum("issued"), sum("paid"), sum("revenue"), sum("commission")
  FROM (
    SELECT "r"."doctor_account_id", date_trunc('month', "r"."issued_at" AT TIME ZONE 'Europe/Warsaw')::date AS "month",
           "sign" AS "issued", 0 AS "paid", 0::bigint AS "revenue", 0::bigint AS "commission"
    FROM unnest("changed") "r"
    UNION ALL
    SELECT "r"."doctor_account_id", date_trunc('month', "r"."paid_at" AT TIME ZONE 'Europe/Warsaw')::date,
           0, "sign", "sign" * ("r"."cost_minor" - "r"."discount_minor")::bigint,
           "sign" * ((("r"."cost_minor" - "r"."discount_minor")::bigint * "r"."commission_percent" + 50) / 100)
    FROM unnest("changed") "r"
    WHERE "r"."paid_at" IS NOT NULL AND "r"."status" IN ('awaiting_salary', 'settled')
  ) "figures"
  GROUP BY 1, 2
  ON CONFLICT ("doctor_account_id", "month") DO UPDATE SET
    "issued" = "kept"."issued" + excluded."issued",
    "paid" = "kept"."paid" + excluded."paid",
    "revenue_minor" = "kept"."revenue_minor" + excluded."revenue_minor",
    "commission_minor" = "kept"."commission_minor" + excluded."commission_minor";
$$;--> statement-breakpoint
-- Referrals written by one statement, summed in one go: what they were taken away, what they are added.
CREATE FUNCTION "referral_figures_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM "referral_month_figures_add"(ARRAY(SELECT "o"::"referrals" FROM "old_rows" "o"), -1);
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    PERFORM "referral_month_figures_add"(ARRAY(SELECT "n"::"referrals" FROM "new_rows" "n"), 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "referral_figures_inserted" AFTER INSERT ON "referrals"
REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "referral_figures_counted"();--> statement-breakpoint
-- (Every update: a trigger with transition tables cannot name columns. Taking away and adding back the figures of a
-- referral whose figures did not change leaves them as they were.)
CREATE TRIGGER "referral_figures_updated" AFTER UPDATE ON "referrals"
REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "referral_figures_counted"();--> statement-breakpoint
CREATE TRIGGER "referral_figures_deleted" AFTER DELETE ON "referrals"
REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "referral_figures_counted"();--> statement-breakpoint
SELECT "referral_month_figures_add"(ARRAY(SELECT "r" FROM "referrals" "r"), 1);
