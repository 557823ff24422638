ALTER TYPE "public"."code_purpose" ADD VALUE 'phone';--> statement-breakpoint
CREATE TABLE "phone_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "send_channel" NOT NULL,
	"provider_id" text NOT NULL,
	"account_id" uuid,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "sms_notices" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "whatsapp_notices" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "phone_job_alerts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "whatsapp_window_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "attendance" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "attendance_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notice_sends" ADD COLUMN "sealed" text;--> statement-breakpoint
ALTER TABLE "notice_sends" ADD COLUMN "fallback_of" uuid;--> statement-breakpoint
ALTER TABLE "phone_replies" ADD CONSTRAINT "phone_replies_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "phone_replies_provider_key" ON "phone_replies" USING btree ("channel","provider_id");--> statement-breakpoint
CREATE INDEX "phone_replies_received_idx" ON "phone_replies" USING btree ("received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "accounts_phone_key" ON "accounts" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "notice_sends_provider_idx" ON "notice_sends" USING btree ("provider_id");