ALTER TABLE "roles" ADD COLUMN "match_words" text[];--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "requirement_words" jsonb;