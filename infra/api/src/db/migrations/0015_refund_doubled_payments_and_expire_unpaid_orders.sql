ALTER TYPE "public"."order_status" ADD VALUE 'expired';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refund_pending';--> statement-breakpoint
ALTER TYPE "public"."payment_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "redirect_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "provider_payment_reference" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
-- An order had no limit on attempts left open before: all but its newest are closed, so each order keeps one.
UPDATE "payments" SET "status" = 'failed', "updated_at" = now()
WHERE "status" = 'started' AND "id" NOT IN (
  SELECT DISTINCT ON ("order_id") "id" FROM "payments" WHERE "status" = 'started' ORDER BY "order_id", "created_at" DESC, "id" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_order" ON "payments" USING btree ("order_id") WHERE "payments"."status" = 'started';