CREATE TABLE "newsletter_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject_hr" text NOT NULL,
	"subject_en" text NOT NULL,
	"html_hr" text NOT NULL,
	"html_en" text NOT NULL,
	"rate_per_minute" integer DEFAULT 60 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"queued" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
