ALTER TABLE "roles" ADD COLUMN "closed_reason" text;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "last_reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "kept_open_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "review_clock_from" timestamp with time zone GENERATED ALWAYS AS (greatest(created_at, last_reviewed_at, kept_open_at)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "self_close_warned_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "roles_review_clock_idx" ON "roles" USING btree ("review_clock_from") WHERE "roles"."deleted_at" IS NULL AND "roles"."removed_by_admin_at" IS NULL AND "roles"."held_for_review_at" IS NULL AND "roles"."closed_at" IS NULL AND "roles"."company_status" = 'active';--> statement-breakpoint
-- hand-written: a role's last review is its company's last open or decision of one of its applications (decision 070); a no_response decision is the sweep's, not the company's.
UPDATE "roles" SET "last_reviewed_at" = "reviewed"."at"
FROM (
  SELECT "role_id", max(greatest("opened_at", CASE WHEN "status" IN ('accepted', 'rejected') THEN "decided_at" END)) AS "at"
  FROM "applications" WHERE "role_id" IS NOT NULL GROUP BY "role_id"
) AS "reviewed"
WHERE "reviewed"."role_id" = "roles"."id" AND "reviewed"."at" IS NOT NULL;
