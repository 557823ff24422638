CREATE TYPE "public"."letter_kind" AS ENUM('offer', 'siwes', 'nysc');--> statement-breakpoint
CREATE TABLE "letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"kind" "letter_kind" NOT NULL,
	"input" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "letters_application_key" UNIQUE("application_id")
);
--> statement-breakpoint
ALTER TABLE "letters" ADD CONSTRAINT "letters_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;