CREATE TABLE "logbook_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"week_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_links_token_key" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "logbook_weeks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"days" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"signature_name" text,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "logbook_weeks_status" CHECK ("logbook_weeks"."status" IN ('draft', 'submitted', 'signed'))
);
--> statement-breakpoint
ALTER TABLE "logbook_links" ADD CONSTRAINT "logbook_links_week_id_logbook_weeks_id_fk" FOREIGN KEY ("week_id") REFERENCES "public"."logbook_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "logbook_weeks" ADD CONSTRAINT "logbook_weeks_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "logbook_links_week_idx" ON "logbook_links" USING btree ("week_id");--> statement-breakpoint
CREATE UNIQUE INDEX "logbook_weeks_placement_week_key" ON "logbook_weeks" USING btree ("placement_id","week_start");--> statement-breakpoint
CREATE INDEX "logbook_weeks_unreminded_idx" ON "logbook_weeks" USING btree ("submitted_at") WHERE "logbook_weeks"."status" = 'submitted' AND "logbook_weeks"."reminded_at" IS NULL;