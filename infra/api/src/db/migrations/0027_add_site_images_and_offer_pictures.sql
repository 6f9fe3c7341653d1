CREATE TABLE "site_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"alt" text NOT NULL,
	"src" text NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_images_src_unique" UNIQUE("src")
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "picture_src" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "picture_alt" text;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "picture_width" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "picture_height" integer;--> statement-breakpoint
ALTER TABLE "site_images" ADD CONSTRAINT "site_images_uploaded_by_accounts_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_picture_whole" CHECK (("offers"."picture_src" is null) = ("offers"."picture_alt" is null) and ("offers"."picture_src" is null) = ("offers"."picture_width" is null) and ("offers"."picture_src" is null) = ("offers"."picture_height" is null));