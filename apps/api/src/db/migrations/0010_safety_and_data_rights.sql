CREATE TYPE "public"."report_reason" AS ENUM('fees', 'fake', 'harassment', 'other');--> statement-breakpoint
CREATE TYPE "public"."report_source" AS ENUM('user', 'automatic');--> statement-breakpoint
CREATE TYPE "public"."report_status" AS ENUM('open', 'handled');--> statement-breakpoint
CREATE TYPE "public"."report_target_type" AS ENUM('role', 'company', 'message', 'intern');--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_id" uuid,
	"source" "report_source" DEFAULT 'user' NOT NULL,
	"target_type" "report_target_type" NOT NULL,
	"target_id" uuid NOT NULL,
	"reason" "report_reason" NOT NULL,
	"details" text,
	"signals" text[] DEFAULT '{}'::text[] NOT NULL,
	"role_id" uuid,
	"message_id" uuid,
	"target_account_id" uuid,
	"application_id" uuid,
	"status" "report_status" DEFAULT 'open' NOT NULL,
	"action" text,
	"note" text,
	"handled_at" timestamp with time zone,
	"handled_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "handled_by_id" uuid;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "flagged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "scam_signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "held_for_review_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "held_reason" text;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_accounts_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_account_id_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_handled_by_id_accounts_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_queue_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_by_reporter_key" ON "reports" USING btree ("reporter_id","target_type","target_id") WHERE "reports"."status" = 'open' AND "reports"."reporter_id" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_automatic_key" ON "reports" USING btree ("application_id") WHERE "reports"."status" = 'open' AND "reports"."source" = 'automatic';--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_handled_by_id_accounts_id_fk" FOREIGN KEY ("handled_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_queue_idx" ON "contact_messages" USING btree ("handled_at","created_at");--> statement-breakpoint
CREATE INDEX "roles_held_idx" ON "roles" USING btree ("held_for_review_at") WHERE "roles"."held_for_review_at" IS NOT NULL;