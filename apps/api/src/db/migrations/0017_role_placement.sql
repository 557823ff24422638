CREATE TYPE "public"."placement_type" AS ENUM('internship', 'siwes', 'nysc', 'graduate');--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "placement_type" "placement_type" DEFAULT 'internship' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "siwes_weeks" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "siwes_programmes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "nysc_state" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "perks" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "roles_open_placement_created_idx" ON "roles" USING btree ("placement_type","created_at") WHERE "roles"."deleted_at" IS NULL AND "roles"."removed_by_admin_at" IS NULL;