-- hand-written: the trigram operators of the index below (decision 020); pg_trgm is a trusted extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "roles_location_trgm_idx" ON "roles" USING gin ("location" gin_trgm_ops);