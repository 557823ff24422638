CREATE TABLE "itf_form_8s" (
	"placement_id" uuid PRIMARY KEY NOT NULL,
	"part_a" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"grade" text NOT NULL,
	"attendance" text NOT NULL,
	"comments" text NOT NULL,
	"signed_by" uuid NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_title" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "itf_form_8s_grade" CHECK ("itf_form_8s"."grade" IN ('A', 'B', 'C', 'D')),
	CONSTRAINT "itf_form_8s_attendance" CHECK ("itf_form_8s"."attendance" IN ('excellent', 'good', 'fair', 'poor'))
);
--> statement-breakpoint
CREATE TABLE "scafs" (
	"placement_id" uuid PRIMARY KEY NOT NULL,
	"form" jsonb NOT NULL,
	"company" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"signed_by" uuid NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_title" text NOT NULL,
	"signed_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"last_reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "itf_form_8s" ADD CONSTRAINT "itf_form_8s_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "itf_form_8s" ADD CONSTRAINT "itf_form_8s_signed_by_accounts_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scafs" ADD CONSTRAINT "scafs_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scafs" ADD CONSTRAINT "scafs_signed_by_accounts_id_fk" FOREIGN KEY ("signed_by") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "scafs_reminders_idx" ON "scafs" USING btree ("start_date") WHERE "scafs"."submitted_at" IS NULL AND "scafs"."last_reminded_at" IS NULL;