CREATE TYPE "public"."stipend_answer" AS ENUM('yes', 'partly', 'no');--> statement-breakpoint
CREATE TABLE "company_stipend_records" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"on_time_months" integer DEFAULT 0 NOT NULL,
	"last_late_month" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "placement_stipends" (
	"placement_id" uuid PRIMARY KEY NOT NULL,
	"monthly_amount" integer,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stipend_months" (
	"placement_id" uuid NOT NULL,
	"month" date NOT NULL,
	"expected_amount" integer NOT NULL,
	"asked_at" timestamp with time zone,
	"answer" "stipend_answer",
	"amount" integer,
	"answered_at" timestamp with time zone,
	"dispute_opened_at" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"company_note" text,
	"company_answered_at" timestamp with time zone,
	"dispute_closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stipend_months_pkey" PRIMARY KEY("placement_id","month"),
	CONSTRAINT "stipend_months_first_day" CHECK (extract(day from "stipend_months"."month") = 1)
);
--> statement-breakpoint
ALTER TABLE "company_stipend_records" ADD CONSTRAINT "company_stipend_records_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_stipends" ADD CONSTRAINT "placement_stipends_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipend_months" ADD CONSTRAINT "stipend_months_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stipend_months_disputes_idx" ON "stipend_months" USING btree ("dispute_opened_at") WHERE "stipend_months"."dispute_opened_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "stipend_months_waiting_idx" ON "stipend_months" USING btree ("dispute_opened_at") WHERE "stipend_months"."dispute_opened_at" IS NOT NULL AND "stipend_months"."company_answered_at" IS NULL AND "stipend_months"."dispute_closed_at" IS NULL AND "stipend_months"."overdue_at" IS NULL;--> statement-breakpoint
-- hand-written: the stipend a placement is accepted with is the role's at that moment (decision 063): its minimum, or its 'up to' figure; null for an unpaid role.
CREATE FUNCTION "placement_stipend_from_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "placement_stipends" ("placement_id", "monthly_amount")
  SELECT NEW."id",
    CASE WHEN r."minimum_salary" > 0 THEN r."minimum_salary"
      WHEN r."maximum_salary" > 0 THEN r."maximum_salary" END
  FROM "applications" a JOIN "roles" r ON r."id" = a."role_id"
  WHERE a."id" = NEW."application_id"
  ON CONFLICT ("placement_id") DO NOTHING;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "placement_stipend_from_role" AFTER INSERT ON "placements"
  FOR EACH ROW EXECUTE FUNCTION "placement_stipend_from_role"();--> statement-breakpoint
INSERT INTO "placement_stipends" ("placement_id", "monthly_amount")
SELECT p."id",
  CASE WHEN r."minimum_salary" > 0 THEN r."minimum_salary"
    WHEN r."maximum_salary" > 0 THEN r."maximum_salary" END
FROM "placements" p
JOIN "applications" a ON a."id" = p."application_id"
JOIN "roles" r ON r."id" = a."role_id"
ON CONFLICT ("placement_id") DO NOTHING;
