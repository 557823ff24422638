DROP INDEX "roles_location_trgm_idx";--> statement-breakpoint
CREATE INDEX "roles_search_location_idx" ON "roles" USING gin ("search_document","location" gin_trgm_ops);