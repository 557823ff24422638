ALTER TABLE "sessions" ADD COLUMN "last_write_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_write_lsn" text;