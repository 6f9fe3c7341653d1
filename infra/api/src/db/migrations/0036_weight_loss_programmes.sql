CREATE TABLE "weight_loss_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"measured_on" date NOT NULL,
	"weight_grams" integer NOT NULL,
	"entered_unit" text NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weight_loss_entries_weight_positive" CHECK ("weight_loss_entries"."weight_grams" > 0)
);
--> statement-breakpoint
CREATE TABLE "weight_loss_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"programme_id" uuid NOT NULL,
	"sent_on" date NOT NULL,
	"satisfaction" text NOT NULL,
	"side_effects" jsonb NOT NULL,
	"side_effects_other" text,
	"weight_grams" integer NOT NULL,
	"comments" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weight_loss_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"order_patient_id" uuid,
	"patient_name" text NOT NULL,
	"product" text NOT NULL,
	"package_test_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"height_mm" integer,
	"target_weight_grams" integer,
	CONSTRAINT "weight_loss_programmes_order_person_product_unique" UNIQUE NULLS NOT DISTINCT("order_id","order_patient_id","product")
);
--> statement-breakpoint
ALTER TABLE "weight_loss_entries" ADD CONSTRAINT "weight_loss_entries_programme_id_weight_loss_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."weight_loss_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_loss_feedback" ADD CONSTRAINT "weight_loss_feedback_programme_id_weight_loss_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."weight_loss_programmes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_loss_programmes" ADD CONSTRAINT "weight_loss_programmes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_loss_programmes" ADD CONSTRAINT "weight_loss_programmes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_loss_programmes" ADD CONSTRAINT "weight_loss_programmes_order_patient_id_order_patients_id_fk" FOREIGN KEY ("order_patient_id") REFERENCES "public"."order_patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weight_loss_programmes" ADD CONSTRAINT "weight_loss_programmes_package_test_id_tests_id_fk" FOREIGN KEY ("package_test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weight_loss_entries_programme_day_idx" ON "weight_loss_entries" USING btree ("programme_id","measured_on");--> statement-breakpoint
CREATE INDEX "weight_loss_feedback_programme_idx" ON "weight_loss_feedback" USING btree ("programme_id","sent_on");--> statement-breakpoint
CREATE INDEX "weight_loss_programmes_account_started_idx" ON "weight_loss_programmes" USING btree ("account_id","started_at" DESC NULLS LAST);