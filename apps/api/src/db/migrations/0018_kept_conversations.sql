ALTER TABLE "applications" DROP CONSTRAINT "applications_intern_id_interns_account_id_fk";
--> statement-breakpoint
ALTER TABLE "conversations" DROP CONSTRAINT "conversations_intern_id_interns_account_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "intern_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "intern_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_intern_id_interns_account_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_intern_id_interns_account_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- from 0017_kept_conversations.sql
-- hand-written: an application kept for the company's chat after its applicant deleted the account
-- has no company_id (decision 034), so it leaves every list and count read by company_id.
ALTER TABLE "applications" ALTER COLUMN "company_id" DROP NOT NULL;
