CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"intern_id" uuid NOT NULL,
	"kind" "placement_type" NOT NULL,
	"start_date" date,
	"end_date" date,
	"supervisor_name" text,
	"supervisor_email" text,
	"supervisor_phone" text,
	"matric_number" text,
	"institution" text,
	"course" text,
	"programme" text,
	"weeks_total" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_application_key" UNIQUE("application_id"),
	CONSTRAINT "placements_dates_in_order" CHECK ("placements"."start_date" IS NULL OR "placements"."end_date" IS NULL OR "placements"."end_date" > "placements"."start_date")
);
--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_intern_id_accounts_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placements_intern_idx" ON "placements" USING btree ("intern_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "placements_company_idx" ON "placements" USING btree ("company_id","created_at" DESC NULLS LAST,"id");--> statement-breakpoint
-- Applications accepted before placements existed get theirs, dated from the decision (decision 059).
INSERT INTO "placements" ("application_id", "company_id", "intern_id", "kind", "weeks_total", "institution", "course", "created_at", "updated_at")
SELECT a."id", r."company_id", a."intern_id", r."placement_type",
  CASE WHEN r."placement_type" = 'siwes' THEN r."siwes_weeks" END,
  CASE WHEN r."placement_type" = 'siwes' THEN nullif(trim(a."applicant_snapshot"->>'institutionName'), '') END,
  CASE WHEN r."placement_type" = 'siwes' THEN nullif(trim(a."applicant_snapshot"->>'fieldOfStudy'), '') END,
  coalesce(a."decided_at", a."updated_at"), coalesce(a."decided_at", a."updated_at")
FROM "applications" a
JOIN "roles" r ON r."id" = a."role_id"
WHERE a."status" = 'accepted' AND a."intern_id" IS NOT NULL
ON CONFLICT ("application_id") DO NOTHING;
