CREATE TYPE "public"."screening_type" AS ENUM('basic', 'extended');--> statement-breakpoint
CREATE TYPE "public"."target_sex" AS ENUM('female', 'male', 'any');--> statement-breakpoint
CREATE TABLE "recommendation_items" (
	"set_id" uuid NOT NULL,
	"test_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"reason" text,
	CONSTRAINT "recommendation_items_set_id_test_id_pk" PRIMARY KEY("set_id","test_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "screening_programmes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"target_sex" "target_sex" NOT NULL,
	"min_age" integer NOT NULL,
	"max_age" integer,
	"basic_test_id" uuid NOT NULL,
	"extended_test_id" uuid NOT NULL,
	CONSTRAINT "screening_programmes_slug_unique" UNIQUE("slug"),
	CONSTRAINT "screening_programmes_basic_test_id_unique" UNIQUE("basic_test_id"),
	CONSTRAINT "screening_programmes_extended_test_id_unique" UNIQUE("extended_test_id"),
	CONSTRAINT "screening_programmes_ages" CHECK ("screening_programmes"."max_age" is null or "screening_programmes"."max_age" >= "screening_programmes"."min_age"),
	CONSTRAINT "screening_programmes_two_variants" CHECK ("screening_programmes"."basic_test_id" <> "screening_programmes"."extended_test_id")
);
--> statement-breakpoint
CREATE TABLE "unavailable_tests" (
	"test_id" uuid NOT NULL,
	"city_id" uuid,
	"facility_id" uuid,
	CONSTRAINT "unavailable_tests_one_location" CHECK (num_nonnulls("unavailable_tests"."city_id", "unavailable_tests"."facility_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "customer_service_location_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"city_id" uuid,
	"facility_id" uuid,
	"price_minor" integer,
	CONSTRAINT "customer_service_location_prices_one_location" CHECK (num_nonnulls("customer_service_location_prices"."city_id", "customer_service_location_prices"."facility_id") = 1),
	CONSTRAINT "customer_service_location_prices_not_negative" CHECK ("customer_service_location_prices"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "customer_services" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"price_minor" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "customer_services_price_not_negative" CHECK ("customer_services"."price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "default_collection_points" (
	"user_id" text PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "preparation" text;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "synonyms" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "search_text" text GENERATED ALWAYS AS (catalogue_search_text(name, synonyms)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "search_terms" text[] GENERATED ALWAYS AS (catalogue_search_terms(name, synonyms)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "recommendation_items" ADD CONSTRAINT "recommendation_items_set_id_recommendation_sets_id_fk" FOREIGN KEY ("set_id") REFERENCES "public"."recommendation_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recommendation_items" ADD CONSTRAINT "recommendation_items_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_programmes" ADD CONSTRAINT "screening_programmes_basic_test_id_tests_id_fk" FOREIGN KEY ("basic_test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "screening_programmes" ADD CONSTRAINT "screening_programmes_extended_test_id_tests_id_fk" FOREIGN KEY ("extended_test_id") REFERENCES "public"."tests"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_tests" ADD CONSTRAINT "unavailable_tests_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_tests" ADD CONSTRAINT "unavailable_tests_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unavailable_tests" ADD CONSTRAINT "unavailable_tests_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_location_prices" ADD CONSTRAINT "customer_service_location_prices_code_customer_services_code_fk" FOREIGN KEY ("code") REFERENCES "public"."customer_services"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_location_prices" ADD CONSTRAINT "customer_service_location_prices_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_service_location_prices" ADD CONSTRAINT "customer_service_location_prices_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "default_collection_points" ADD CONSTRAINT "default_collection_points_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "unavailable_tests_city_idx" ON "unavailable_tests" USING btree ("city_id","test_id") WHERE "unavailable_tests"."city_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "unavailable_tests_facility_idx" ON "unavailable_tests" USING btree ("facility_id","test_id") WHERE "unavailable_tests"."facility_id" is not null;--> statement-breakpoint
CREATE INDEX "unavailable_tests_test_id_idx" ON "unavailable_tests" USING btree ("test_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_location_prices_city_idx" ON "customer_service_location_prices" USING btree ("code","city_id") WHERE "customer_service_location_prices"."city_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_service_location_prices_facility_idx" ON "customer_service_location_prices" USING btree ("code","facility_id") WHERE "customer_service_location_prices"."facility_id" is not null;--> statement-breakpoint
CREATE INDEX "package_items_test_id_idx" ON "package_items" USING btree ("test_id");--> statement-breakpoint
CREATE INDEX "tests_search_text_trgm_idx" ON "tests" USING gin ("search_text" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tests_search_text_prefix_idx" ON "tests" USING btree ("search_text" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "tests_search_terms_idx" ON "tests" USING gin ("search_terms") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "tests_popularity_idx" ON "tests" USING btree ("popularity" DESC NULLS LAST,"id");