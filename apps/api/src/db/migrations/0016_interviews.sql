CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"application_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"intern_id" uuid NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"mode" text NOT NULL,
	"location" text,
	"link" text,
	"note" text,
	"intern_note" text,
	"cancel_note" text,
	"slots" jsonb NOT NULL,
	"chosen_slot_id" text,
	"starts_at" timestamp with time zone,
	"duration_minutes" integer,
	"sequence" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_company_id_accounts_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_intern_id_accounts_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "interviews_application_idx" ON "interviews" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "interviews_company_upcoming_idx" ON "interviews" USING btree ("company_id","starts_at") WHERE status = 'scheduled';--> statement-breakpoint
CREATE INDEX "interviews_intern_upcoming_idx" ON "interviews" USING btree ("intern_id","starts_at") WHERE status = 'scheduled';