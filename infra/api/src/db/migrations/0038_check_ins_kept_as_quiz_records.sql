ALTER TABLE "quiz_records" ADD COLUMN "programme_id" uuid;--> statement-breakpoint
ALTER TABLE "quiz_records" ADD CONSTRAINT "quiz_records_programme_id_weight_loss_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."weight_loss_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quiz_records_programme_idx" ON "quiz_records" USING btree ("programme_id","date");--> statement-breakpoint
-- The check-ins kept by the programme become weight-loss-feedback quiz records of its account, with the answers
-- the feedback quiz gives (its question ids), before their table goes: one place for them, none lost.
INSERT INTO "quiz_records" ("id", "kind", "account_id", "patient_id", "guest_token_hash", "date", "answers", "weight_kg", "height_cm", "recommendations", "programme_id", "created_at")
SELECT
  f."id",
  'weight-loss-feedback',
  p."account_id",
  NULL,
  NULL,
  f."sent_on",
  jsonb_strip_nulls(jsonb_build_object(
    'weight', jsonb_build_object('values', jsonb_build_array(trim_scale(f."weight_grams" / 1000.0)::text), 'unit', 'kg'),
    'side-effects', jsonb_build_object('values', f."side_effects", 'other', f."side_effects_other"),
    'satisfaction', jsonb_build_object('values', jsonb_build_array(f."satisfaction")),
    'comments', CASE WHEN f."comments" IS NULL THEN NULL ELSE jsonb_build_object('values', jsonb_build_array(f."comments")) END
  )),
  f."weight_grams" / 1000.0,
  NULL,
  '[]'::jsonb,
  f."programme_id",
  f."created_at"
FROM "weight_loss_feedback" f
JOIN "weight_loss_programmes" p ON p."id" = f."programme_id";--> statement-breakpoint
DROP TABLE "weight_loss_feedback" CASCADE;
