CREATE TYPE "public"."appointment_payment_method" AS ENUM('online', 'at_facility');--> statement-breakpoint
CREATE TYPE "public"."appointment_status" AS ENUM('held', 'booked', 'released', 'cancelled', 'done', 'no_show');--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"patient_id" uuid,
	"patient_first_name" text NOT NULL,
	"patient_last_name" text NOT NULL,
	"contact_phone" text,
	"doctor_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"meeting_type" "meeting_type" NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"zone" text NOT NULL,
	"status" "appointment_status" NOT NULL,
	"payment_method" "appointment_payment_method" NOT NULL,
	"price_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"order_id" uuid NOT NULL,
	"hold_expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"note" text,
	"reminder_queued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appointments_ends_after_start" CHECK ("appointments"."ends_at" > "appointments"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "availability_days_off" (
	"doctor_id" uuid NOT NULL,
	"day" date NOT NULL,
	"reason" text,
	CONSTRAINT "availability_days_off_doctor_id_day_pk" PRIMARY KEY("doctor_id","day")
);
--> statement-breakpoint
CREATE TABLE "availability_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"service_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"meeting_type" "meeting_type" NOT NULL,
	"weekday" integer NOT NULL,
	"start" text NOT NULL,
	"end" text NOT NULL,
	"slot_minutes" integer NOT NULL,
	CONSTRAINT "availability_rules_weekday" CHECK ("availability_rules"."weekday" between 1 and 7),
	CONSTRAINT "availability_rules_slot_minutes" CHECK ("availability_rules"."slot_minutes" between 5 and 240)
);
--> statement-breakpoint
CREATE TABLE "doctor_schedules" (
	"doctor_id" uuid PRIMARY KEY NOT NULL,
	"zone" text DEFAULT 'Europe/Warsaw' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_service_id_doctor_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."doctor_services"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_days_off" ADD CONSTRAINT "availability_days_off_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_service_id_doctor_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."doctor_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_rules" ADD CONSTRAINT "availability_rules_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_schedules" ADD CONSTRAINT "doctor_schedules_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_one_active_per_doctor_slot" ON "appointments" USING btree ("doctor_id","starts_at") WHERE "appointments"."status" in ('held', 'booked', 'done', 'no_show');--> statement-breakpoint
CREATE INDEX "appointments_account_idx" ON "appointments" USING btree ("account_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_doctor_time_idx" ON "appointments" USING btree ("doctor_id","starts_at");--> statement-breakpoint
CREATE INDEX "appointments_order_idx" ON "appointments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "appointments_held_idx" ON "appointments" USING btree ("hold_expires_at") WHERE "appointments"."status" = 'held';--> statement-breakpoint
CREATE INDEX "availability_rules_doctor_idx" ON "availability_rules" USING btree ("doctor_id");--> statement-breakpoint
CREATE INDEX "availability_rules_service_idx" ON "availability_rules" USING btree ("service_id");