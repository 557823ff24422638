CREATE TABLE "departed_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" "account_kind" NOT NULL,
	"email_hash" text NOT NULL,
	"phone_hash" text,
	"rc_number_hash" text,
	"sign_up_blocked_at" timestamp with time zone,
	"sign_up_block_reason" text,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keep_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reporter_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_role_id_roles_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_message_id_messages_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_target_account_id_accounts_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_application_id_applications_id_fk";
--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reporter_departed_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "target_departed_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "flagged_messages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "departed_accounts_email_idx" ON "departed_accounts" USING btree ("email_hash");--> statement-breakpoint
CREATE INDEX "departed_accounts_phone_idx" ON "departed_accounts" USING btree ("phone_hash");--> statement-breakpoint
CREATE INDEX "departed_accounts_rc_number_idx" ON "departed_accounts" USING btree ("rc_number_hash");--> statement-breakpoint
CREATE INDEX "departed_accounts_keep_until_idx" ON "departed_accounts" USING btree ("keep_until");--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_departed_id_departed_accounts_id_fk" FOREIGN KEY ("reporter_departed_id") REFERENCES "public"."departed_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_departed_id_departed_accounts_id_fk" FOREIGN KEY ("target_departed_id") REFERENCES "public"."departed_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_accounts_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_account_id_accounts_id_fk" FOREIGN KEY ("target_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_target_account_idx" ON "reports" USING btree ("target_account_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_departed_idx" ON "reports" USING btree ("reporter_departed_id");--> statement-breakpoint
CREATE INDEX "reports_target_departed_idx" ON "reports" USING btree ("target_departed_id");--> statement-breakpoint
-- hand-written: the words of each message report's messages, copied from the chat (decision 049): the reported one, or for an automatic report every message flagged from its first until it was handled.
UPDATE "reports" r SET "flagged_messages" = coalesce((
  SELECT jsonb_agg(jsonb_build_object(
      'id', m.id, 'sender', m.sender, 'body', m.body, 'signals', to_jsonb(m.scam_signals),
      'sentAt', to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
    ORDER BY m.created_at, m.id)
  FROM "messages" m
  WHERE m.id = r.message_id
    OR (r.source = 'automatic' AND m.application_id = r.application_id
      AND cardinality(m.scam_signals) > 0
      AND m.created_at >= (SELECT first.created_at FROM "messages" first WHERE first.id = r.message_id)
      AND (r.handled_at IS NULL OR m.created_at <= r.handled_at))
), '[]'::jsonb)
WHERE r.message_id IS NOT NULL;
