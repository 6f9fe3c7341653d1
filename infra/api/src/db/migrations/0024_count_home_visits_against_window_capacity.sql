ALTER TABLE "home_visit_windows" ADD COLUMN "capacity" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_home_visit_day_idx" ON "orders" USING btree ("city_id",("home_visit" ->> 'date')) WHERE "orders"."home_visit" is not null;--> statement-breakpoint
ALTER TABLE "home_visit_windows" ADD CONSTRAINT "home_visit_windows_capacity" CHECK ("home_visit_windows"."capacity" >= 0);