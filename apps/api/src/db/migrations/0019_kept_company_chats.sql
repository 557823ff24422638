ALTER TABLE "conversations" DROP CONSTRAINT "conversations_company_id_companies_account_id_fk";
--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "role_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ALTER COLUMN "company_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "role_title" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- hand-written: an application without a role is a chat kept for the intern after the company
-- deleted its account (decision 037): it names neither side; the conversation keeps the intern.
ALTER TABLE "applications" ADD CONSTRAINT "applications_kept_chat_check" CHECK ("role_id" IS NOT NULL OR ("intern_id" IS NULL AND "company_id" IS NULL));
