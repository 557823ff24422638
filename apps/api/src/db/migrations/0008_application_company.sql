ALTER TABLE "applications" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_company_idx" ON "applications" USING btree ("company_id","created_at","id");--> statement-breakpoint
-- hand-written: the company comes from the role, on every insert, whoever inserts.
CREATE FUNCTION "applications_company_from_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."company_id" := (SELECT "company_id" FROM "roles" WHERE "id" = NEW."role_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "applications_company_from_role" BEFORE INSERT OR UPDATE OF "role_id" ON "applications"
  FOR EACH ROW EXECUTE FUNCTION "applications_company_from_role"();--> statement-breakpoint
UPDATE "applications" SET "company_id" = "roles"."company_id" FROM "roles" WHERE "roles"."id" = "applications"."role_id";--> statement-breakpoint
ALTER TABLE "applications" ALTER COLUMN "company_id" SET NOT NULL;
