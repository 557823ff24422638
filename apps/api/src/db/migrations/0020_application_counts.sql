CREATE TABLE "application_counts" (
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"status" "application_status" NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "application_counts_company_id_role_id_status_pk" PRIMARY KEY("company_id","role_id","status")
);
--> statement-breakpoint
-- hand-written: the counts are kept by the database on every insert, status change, move and delete of an application (cascades included), in the same transaction; a count that falls to 0 is deleted.
CREATE FUNCTION "applications_count_statuses"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."company_id" IS NOT NULL AND OLD."role_id" IS NOT NULL THEN
    IF TG_OP = 'UPDATE' AND NEW."company_id" IS NOT DISTINCT FROM OLD."company_id"
      AND NEW."role_id" IS NOT DISTINCT FROM OLD."role_id" AND NEW."status" = OLD."status" THEN
      RETURN NULL;
    END IF;
    UPDATE "application_counts" SET "count" = "count" - 1
      WHERE "company_id" = OLD."company_id" AND "role_id" = OLD."role_id" AND "status" = OLD."status";
    DELETE FROM "application_counts"
      WHERE "company_id" = OLD."company_id" AND "role_id" = OLD."role_id" AND "status" = OLD."status"
        AND "count" <= 0;
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."company_id" IS NOT NULL AND NEW."role_id" IS NOT NULL THEN
    INSERT INTO "application_counts" ("company_id", "role_id", "status", "count")
      VALUES (NEW."company_id", NEW."role_id", NEW."status", 1)
      ON CONFLICT ("company_id", "role_id", "status")
      DO UPDATE SET "count" = "application_counts"."count" + 1;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_count_statuses" AFTER INSERT OR DELETE OR UPDATE OF "status", "company_id", "role_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_count_statuses"();--> statement-breakpoint
INSERT INTO "application_counts" ("company_id", "role_id", "status", "count")
  SELECT "company_id", "role_id", "status", count(*)::int FROM "applications"
  WHERE "company_id" IS NOT NULL AND "role_id" IS NOT NULL
  GROUP BY "company_id", "role_id", "status";
