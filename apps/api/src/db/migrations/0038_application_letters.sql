CREATE TABLE "application_letters" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intern_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"role_id" uuid,
	"role_title" text,
	"company_name" text NOT NULL,
	"company_address" text DEFAULT '' NOT NULL,
	"programme" text,
	"duration_weeks" integer,
	"duration_months" integer,
	"start_date" date,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_letters_kind" CHECK ("application_letters"."kind" IN ('siwes-request', 'cover')),
	CONSTRAINT "application_letters_programme" CHECK ("application_letters"."programme" IS NULL OR "application_letters"."programme" IN ('siwes', 'it', 'attachment')),
	CONSTRAINT "application_letters_one_duration" CHECK ("application_letters"."duration_weeks" IS NULL OR "application_letters"."duration_months" IS NULL)
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "asks_cover_note" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "cover_note" text;--> statement-breakpoint
ALTER TABLE "application_letters" ADD CONSTRAINT "application_letters_intern_id_interns_account_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_letters" ADD CONSTRAINT "application_letters_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_letters_intern_idx" ON "application_letters" USING btree ("intern_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_letters_role_idx" ON "application_letters" USING btree ("role_id") WHERE "application_letters"."role_id" IS NOT NULL;