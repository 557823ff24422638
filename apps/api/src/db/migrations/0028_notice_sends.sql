CREATE TYPE "public"."send_channel" AS ENUM('mail', 'sms', 'whatsapp');--> statement-breakpoint
CREATE TYPE "public"."send_status" AS ENUM('queued', 'held', 'sent', 'delivered', 'failed', 'dropped');--> statement-breakpoint
CREATE TABLE "notice_sends" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" "send_channel" NOT NULL,
	"event" text NOT NULL,
	"account_id" uuid,
	"masked_to" text NOT NULL,
	"status" "send_status" DEFAULT 'queued' NOT NULL,
	"provider_id" text,
	"segments" integer,
	"cost" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notice_sends" ADD CONSTRAINT "notice_sends_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notice_sends_created_idx" ON "notice_sends" USING btree ("created_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "notice_sends_channel_status_idx" ON "notice_sends" USING btree ("channel","status","created_at" DESC NULLS LAST);