CREATE TABLE "results_seen" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "analysis_for_order_id" uuid;--> statement-breakpoint
ALTER TABLE "results_seen" ADD CONSTRAINT "results_seen_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_analysis_for_order_id_orders_id_fk" FOREIGN KEY ("analysis_for_order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_analysis_for_order_id_idx" ON "orders" USING btree ("analysis_for_order_id");