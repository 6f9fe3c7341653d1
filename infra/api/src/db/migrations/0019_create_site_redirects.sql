CREATE TABLE "site_redirects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"from_path" text NOT NULL,
	"to" text NOT NULL,
	"status" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"replaces_page" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_redirects_from_path_unique" UNIQUE("from_path")
);
