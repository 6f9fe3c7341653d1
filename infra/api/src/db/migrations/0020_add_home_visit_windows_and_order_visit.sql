CREATE TABLE "home_visit_windows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"city_id" uuid NOT NULL,
	"weekday" integer NOT NULL,
	"starts_at" text NOT NULL,
	"ends_at" text NOT NULL,
	CONSTRAINT "home_visit_windows_city_day_start_unique" UNIQUE("city_id","weekday","starts_at"),
	CONSTRAINT "home_visit_windows_weekday" CHECK ("home_visit_windows"."weekday" between 1 and 7),
	CONSTRAINT "home_visit_windows_times" CHECK ("home_visit_windows"."starts_at" ~ '^[0-2][0-9]:[0-5][0-9]$' and "home_visit_windows"."ends_at" > "home_visit_windows"."starts_at")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "home_visit" jsonb;--> statement-breakpoint
ALTER TABLE "home_visit_windows" ADD CONSTRAINT "home_visit_windows_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;