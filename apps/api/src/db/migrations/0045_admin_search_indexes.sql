CREATE INDEX "accounts_email_trgm_idx" ON "accounts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_created_idx" ON "accounts" USING btree ("created_at" DESC NULLS FIRST,"id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm_idx" ON "companies" USING gin ("company_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_title_trgm_idx" ON "roles" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_created_idx" ON "roles" USING btree ("created_at" DESC NULLS FIRST,"id");