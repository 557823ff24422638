CREATE TYPE "public"."alert_frequency" AS ENUM('immediate', 'daily');--> statement-breakpoint
ALTER TYPE "public"."application_status" ADD VALUE 'no_response';--> statement-breakpoint
CREATE TABLE "alert_matches" (
	"intern_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"alert_id" uuid NOT NULL,
	"frequency" "alert_frequency" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mailed_at" timestamp with time zone,
	CONSTRAINT "alert_matches_intern_id_role_id_pk" PRIMARY KEY("intern_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "email_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"confirmation_mailed_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"weekly_mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"intern_id" uuid NOT NULL,
	"search" text,
	"location" text,
	"type" "role_type",
	"placement_type" text,
	"frequency" "alert_frequency" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "responded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "response_clock_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "no_response_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "waiting_nudged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "median_response_days" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "digest_mailed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "alerts_matched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "saved_roles" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_intern_id_interns_account_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_alert_id_job_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."job_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_alerts" ADD CONSTRAINT "job_alerts_intern_id_interns_account_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_digest_idx" ON "alert_matches" USING btree ("intern_id","created_at") WHERE "alert_matches"."mailed_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "email_subscriptions_email_key" ON "email_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "email_subscriptions_weekly_idx" ON "email_subscriptions" USING btree ("weekly_mailed_at") WHERE "email_subscriptions"."confirmed_at" IS NOT NULL AND "email_subscriptions"."unsubscribed_at" IS NULL;--> statement-breakpoint
CREATE INDEX "job_alerts_intern_idx" ON "job_alerts" USING btree ("intern_id","created_at");--> statement-breakpoint
CREATE INDEX "applications_undecided_clock_idx" ON "applications" USING btree ("response_clock_from") WHERE "applications"."status" IN ('pending', 'in_review');--> statement-breakpoint
CREATE INDEX "applications_waiting_idx" ON "applications" USING btree ("created_at") WHERE "applications"."status" IN ('pending', 'in_review') AND "applications"."waiting_nudged_at" IS NULL;--> statement-breakpoint
CREATE INDEX "applications_company_waiting_idx" ON "applications" USING btree ("company_id","created_at") WHERE "applications"."status" IN ('pending', 'in_review');--> statement-breakpoint
CREATE INDEX "applications_company_responded_idx" ON "applications" USING btree ("company_id","responded_at") WHERE "applications"."responded_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "roles_alerts_pending_idx" ON "roles" USING btree ("created_at") WHERE "roles"."alerts_matched_at" IS NULL;--> statement-breakpoint
CREATE INDEX "roles_open_deadline_idx" ON "roles" USING btree ("application_deadline") WHERE "roles"."deleted_at" IS NULL AND "roles"."removed_by_admin_at" IS NULL;--> statement-breakpoint
CREATE INDEX "saved_roles_role_idx" ON "saved_roles" USING btree ("role_id");--> statement-breakpoint
-- hand-written: roles published before alerts existed are not announced to new alerts.
UPDATE "roles" SET "alerts_matched_at" = now() WHERE "alerts_matched_at" IS NULL;--> statement-breakpoint
-- hand-written: the no-response clock of existing applications (domain responseClockStart: the end of the deadline day in Lagos, UTC+1, or when sent).
UPDATE "applications" AS a SET "response_clock_from" = CASE
    WHEN r."application_deadline" IS NULL THEN a."created_at"
    ELSE greatest(a."created_at", ((r."application_deadline" + 1)::timestamp AT TIME ZONE 'UTC') - interval '1 hour')
  END
  FROM "roles" AS r WHERE r."id" = a."role_id";--> statement-breakpoint
-- hand-written: the first response of existing applications: a decision or the company's first message.
UPDATE "applications" AS a SET "responded_at" = least(a."decided_at", (
    SELECT min(m."created_at") FROM "messages" AS m
    WHERE m."application_id" = a."id" AND m."sender" = 'company'
  ));
