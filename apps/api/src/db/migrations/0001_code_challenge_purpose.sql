CREATE TYPE "public"."code_purpose" AS ENUM('sign_in', 'change');--> statement-breakpoint
ALTER TABLE "code_challenges" ADD COLUMN "purpose" "code_purpose" DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "code_challenges" ADD COLUMN "pending_change" jsonb;