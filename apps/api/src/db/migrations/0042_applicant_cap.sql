ALTER TABLE "roles" ADD COLUMN "application_cap" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "applications_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "applications_role_created_idx" ON "applications" USING btree ("role_id","created_at");--> statement-breakpoint
-- hand-written: roles.applications_count is kept by the database on every insert, delete and move of an application (withdrawals and cascades included), in the same transaction (decision 071), so a capped role's fullness is read from the role alone. The trigger's name sorts before applications_count_statuses, and triggers run in name order: every path then locks the role's row before its counts' rows, as applying does, so a withdrawal and an application cannot deadlock. Then the existing roles are counted.
CREATE FUNCTION "applications_count_on_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."role_id" IS NOT DISTINCT FROM OLD."role_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."role_id" IS NOT NULL THEN
    UPDATE "roles" SET "applications_count" = "applications_count" - 1 WHERE "id" = OLD."role_id";
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."role_id" IS NOT NULL THEN
    UPDATE "roles" SET "applications_count" = "applications_count" + 1 WHERE "id" = NEW."role_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_count_on_role" AFTER INSERT OR DELETE OR UPDATE OF "role_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_count_on_role"();--> statement-breakpoint
UPDATE "roles" SET "applications_count" = "counted"."n"
  FROM (SELECT "role_id", count(*)::int AS "n" FROM "applications" WHERE "role_id" IS NOT NULL GROUP BY "role_id") AS "counted"
  WHERE "roles"."id" = "counted"."role_id";
