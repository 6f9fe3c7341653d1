CREATE TABLE "referral_month_tests" (
	"doctor_account_id" uuid NOT NULL,
	"month" date NOT NULL,
	"test_id" uuid NOT NULL,
	"referrals" integer NOT NULL,
	CONSTRAINT "referral_month_tests_doctor_account_id_month_test_id_pk" PRIMARY KEY("doctor_account_id","month","test_id")
);
--> statement-breakpoint
ALTER TABLE "referral_month_tests" ADD CONSTRAINT "referral_month_tests_doctor_account_id_accounts_id_fk" FOREIGN KEY ("doctor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referral_month_tests" ADD CONSTRAINT "referral_month_tests_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Adds `by` to the month's count of each test a referral lists, under the doctor and month of issue given
-- (the month in the shop's time zone).
CREATE FUNCTION "referral_month_tests_add"("doctor" uuid, "issued" timestamptz, "referral" uuid, "by" integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO "referral_month_tests" AS "kept" ("doctor_account_id", "month", "test_id", "referrals")
  SELECT "doctor", date_trunc('month', "issued" AT TIME ZONE 'Europe/Warsaw')::date, "test_id", "by"
  FROM "referral_tests" WHERE "referral_id" = "referral"
  ON CONFLICT ("doctor_account_id", "month", "test_id")
  DO UPDATE SET "referrals" = "kept"."referrals" + excluded."referrals";
$$;--> statement-breakpoint
-- Tests added to or removed from referrals, counted in one statement for all the rows a statement wrote.
CREATE FUNCTION "referral_tests_counted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "referral_month_tests" AS "kept" ("doctor_account_id", "month", "test_id", "referrals")
  SELECT "r"."doctor_account_id", date_trunc('month', "r"."issued_at" AT TIME ZONE 'Europe/Warsaw')::date,
         "changed"."test_id", count(*) * (CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END)
  FROM "changed" JOIN "referrals" "r" ON "r"."id" = "changed"."referral_id"
  GROUP BY 1, 2, 3
  ON CONFLICT ("doctor_account_id", "month", "test_id")
  DO UPDATE SET "referrals" = "kept"."referrals" + excluded."referrals";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "referral_tests_added" AFTER INSERT ON "referral_tests"
REFERENCING NEW TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "referral_tests_counted"();--> statement-breakpoint
CREATE TRIGGER "referral_tests_removed" AFTER DELETE ON "referral_tests"
REFERENCING OLD TABLE AS "changed" FOR EACH STATEMENT EXECUTE FUNCTION "referral_tests_counted"();--> statement-breakpoint
-- A referral moved to another month or doctor takes its tests' counts along; a referral deleted takes them away
-- before its tests go (their own trigger then no longer finds the referral).
CREATE FUNCTION "referral_month_moved"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "referral_month_tests_add"(OLD."doctor_account_id", OLD."issued_at", OLD."id", -1);
  IF TG_OP = 'UPDATE' THEN
    PERFORM "referral_month_tests_add"(NEW."doctor_account_id", NEW."issued_at", NEW."id", 1);
    RETURN NEW;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "referral_month_moved" AFTER UPDATE OF "issued_at", "doctor_account_id" ON "referrals"
FOR EACH ROW WHEN (OLD."issued_at" IS DISTINCT FROM NEW."issued_at" OR OLD."doctor_account_id" IS DISTINCT FROM NEW."doctor_account_id")
EXECUTE FUNCTION "referral_month_moved"();--> statement-breakpoint
CREATE TRIGGER "referral_month_deleted" BEFORE DELETE ON "referrals"
FOR EACH ROW EXECUTE FUNCTION "referral_month_moved"();--> statement-breakpoint
INSERT INTO "referral_month_tests" ("doctor_account_id", "month", "test_id", "referrals")
SELECT "r"."doctor_account_id", date_trunc('month', "r"."issued_at" AT TIME ZONE 'Europe/Warsaw')::date, "t"."test_id", count(*)
FROM "referral_tests" "t" JOIN "referrals" "r" ON "r"."id" = "t"."referral_id"
GROUP BY 1, 2, 3;
