ALTER TABLE "roles" ADD COLUMN "questions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "meets_deal_breakers" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_company_deal_breakers_idx" ON "applications" USING btree ("company_id","meets_deal_breakers","created_at","id");