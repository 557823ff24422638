ALTER TABLE "applications" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "closed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "applications_company_status_idx" ON "applications" USING btree ("company_id","status","created_at","id");