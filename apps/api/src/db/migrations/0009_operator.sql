CREATE TYPE "public"."company_verification" AS ENUM('unsubmitted', 'pending', 'verified', 'rejected');--> statement-breakpoint
CREATE TABLE "admin_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid,
	"admin_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "suspension_reason" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "rc_number" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_status" "company_verification" DEFAULT 'unsubmitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "verification_note" text;--> statement-breakpoint
ALTER TABLE "admin_actions" ADD CONSTRAINT "admin_actions_admin_id_accounts_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "admin_actions_created_idx" ON "admin_actions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "companies_verification_queue_idx" ON "companies" USING btree ("verification_status","verification_submitted_at");--> statement-breakpoint
-- hand-written: companies that already sent a CAC document wait in the queue from when they last
-- saved it; those an operator already marked verified stay verified.
UPDATE "companies" SET "verification_status" = 'verified' WHERE "verified_at" IS NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "verification_status" = 'pending', "verification_submitted_at" = "updated_at"
  WHERE "verified_at" IS NULL AND "verification_document" IS NOT NULL;
