CREATE TABLE "cvs" (
	"intern_id" uuid PRIMARY KEY NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"experience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"projects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activities" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"referees" text DEFAULT 'Available on request' NOT NULL,
	"nysc_status" text,
	"nysc_year" integer,
	"state_of_origin" text,
	"show_state_of_origin" boolean DEFAULT false NOT NULL,
	"show_photo" boolean DEFAULT false NOT NULL,
	"look" text DEFAULT 'classic' NOT NULL,
	"generated_resume_url" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cvs_nysc_status_known" CHECK ("cvs"."nysc_status" IS NULL OR "cvs"."nysc_status" IN ('not-yet', 'serving', 'completed', 'exempted')),
	CONSTRAINT "cvs_look_known" CHECK ("cvs"."look" IN ('classic', 'modern'))
);
--> statement-breakpoint
ALTER TABLE "cvs" ADD CONSTRAINT "cvs_intern_id_interns_account_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("account_id") ON DELETE cascade ON UPDATE no action;