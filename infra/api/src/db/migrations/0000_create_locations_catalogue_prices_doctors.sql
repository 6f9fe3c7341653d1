CREATE TYPE "public"."test_kind" AS ENUM('test', 'package', 'screening', 'weight-loss-package');--> statement-breakpoint
CREATE TYPE "public"."meeting_type" AS ENUM('meet', 'phone_call', 'online', 'telemedecine');--> statement-breakpoint
CREATE TABLE "cities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"home_service" boolean DEFAULT false NOT NULL,
	CONSTRAINT "cities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "facilities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"city_id" uuid NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"opening_hours" text,
	"child_friendly" boolean DEFAULT false NOT NULL,
	"child_min_age" integer,
	"prevention_40_plus" boolean DEFAULT false NOT NULL,
	"covid_nfz" boolean DEFAULT false NOT NULL,
	"covid_private" boolean DEFAULT false NOT NULL,
	"gynecology" boolean DEFAULT false NOT NULL,
	"sport" boolean DEFAULT false NOT NULL,
	"swab" boolean DEFAULT false NOT NULL,
	"parking" boolean DEFAULT false NOT NULL,
	"disabled_access" boolean DEFAULT false NOT NULL,
	"open_sunday" boolean DEFAULT false NOT NULL,
	"open_saturday" boolean DEFAULT false NOT NULL,
	"next_to_lab" boolean DEFAULT false NOT NULL,
	"additional_info" text,
	"additional_opening_hours" text,
	"closed" boolean DEFAULT false NOT NULL,
	"partner_brands" text[] DEFAULT '{}' NOT NULL,
	CONSTRAINT "facilities_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"package_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	CONSTRAINT "package_items_package_id_test_id_pk" PRIMARY KEY("package_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "test_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" "test_kind" NOT NULL,
	"category_id" uuid NOT NULL,
	"description" text,
	"sample_type" text,
	"turnaround_days" integer,
	"requires_fasting" boolean DEFAULT false NOT NULL,
	"loinc_code" text,
	"popularity" integer DEFAULT 0 NOT NULL,
	"generated" boolean DEFAULT false NOT NULL,
	CONSTRAINT "tests_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "price_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"city_id" uuid,
	"facility_id" uuid,
	CONSTRAINT "price_lists_code_unique" UNIQUE("code"),
	CONSTRAINT "price_lists_one_scope" CHECK (num_nonnulls("price_lists"."city_id", "price_lists"."facility_id") <= 1)
);
--> statement-breakpoint
CREATE TABLE "test_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"price_list_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"price_minor" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	CONSTRAINT "test_prices_price_not_negative" CHECK ("test_prices"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "nursing_services" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	CONSTRAINT "nursing_services_price_not_negative" CHECK ("nursing_services"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "doctor_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"doctor_id" uuid NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"meeting_types" "meeting_type"[] NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "doctor_services_doctor_code_key" UNIQUE("doctor_id","code")
);
--> statement-breakpoint
CREATE TABLE "doctors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"main_category" text NOT NULL,
	"specializations" text[] DEFAULT '{}' NOT NULL,
	"about_me" text,
	"treated_diseases" text[] DEFAULT '{}' NOT NULL,
	"education" text[] DEFAULT '{}' NOT NULL,
	"internships" text[] DEFAULT '{}' NOT NULL,
	"languages" text[] DEFAULT '{}' NOT NULL,
	"licence_number" text,
	"facility_id" uuid,
	CONSTRAINT "doctors_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_tests_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_category_id_test_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."test_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_lists" ADD CONSTRAINT "price_lists_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_prices" ADD CONSTRAINT "test_prices_price_list_id_price_lists_id_fk" FOREIGN KEY ("price_list_id") REFERENCES "public"."price_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_prices" ADD CONSTRAINT "test_prices_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctor_services" ADD CONSTRAINT "doctor_services_doctor_id_doctors_id_fk" FOREIGN KEY ("doctor_id") REFERENCES "public"."doctors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doctors" ADD CONSTRAINT "doctors_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_city_id_idx" ON "facilities" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "tests_category_id_idx" ON "tests" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "price_lists_one_default_idx" ON "price_lists" USING btree ("is_default") WHERE "price_lists"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "test_prices_list_test_valid_from_idx" ON "test_prices" USING btree ("price_list_id","test_id","valid_from");--> statement-breakpoint
CREATE INDEX "test_prices_test_id_idx" ON "test_prices" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "doctor_services_doctor_id_idx" ON "doctor_services" USING btree ("doctor_id");