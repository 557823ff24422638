-- hand-written (decision 082): roles.applications_count is kept only while the role has a cap, the one thing that reads it. Counting every application rewrote the role's whole row (about 1.3 kB, with its search document and match vectors) for each application to any role, and a new row version of a role that no longer fits its page goes to another page with an entry in every index of roles: the table grew sevenfold on the benchmark's generated site, and every list that walks roles read a page a role. Each path still locks the role's row before its counts' rows (decision 071's order, so a withdrawal and an application cannot deadlock), with a lock that writes no row version; a cap set on a role counts its applications under that lock (updateRole).
CREATE OR REPLACE FUNCTION "applications_count_on_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."role_id" IS NOT DISTINCT FROM OLD."role_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."role_id" IS NOT NULL THEN
    PERFORM FROM "roles" WHERE "id" = OLD."role_id" FOR NO KEY UPDATE;
    UPDATE "roles" SET "applications_count" = "applications_count" - 1
      WHERE "id" = OLD."role_id" AND "application_cap" IS NOT NULL;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."role_id" IS NOT NULL THEN
    PERFORM FROM "roles" WHERE "id" = NEW."role_id" FOR NO KEY UPDATE;
    UPDATE "roles" SET "applications_count" = "applications_count" + 1
      WHERE "id" = NEW."role_id" AND "application_cap" IS NOT NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- An uncapped role's count is no longer kept: it reads 0 until a cap is set.
UPDATE "roles" SET "applications_count" = 0 WHERE "application_cap" IS NULL AND "applications_count" <> 0;
