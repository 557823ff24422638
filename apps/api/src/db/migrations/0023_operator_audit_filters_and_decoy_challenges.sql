ALTER TABLE "code_challenges" ALTER COLUMN "account_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "admin_actions_admin_idx" ON "admin_actions" USING btree ("admin_email","created_at");--> statement-breakpoint
CREATE INDEX "admin_actions_target_idx" ON "admin_actions" USING btree ("target_type","action","created_at");