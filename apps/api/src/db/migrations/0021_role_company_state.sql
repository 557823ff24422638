ALTER TABLE "roles" ADD COLUMN "company_status" "account_status" DEFAULT 'suspended' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "company_verification" "company_verification" DEFAULT 'unsubmitted' NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "company_industry" text;--> statement-breakpoint
CREATE INDEX "roles_listed_created_idx" ON "roles" USING btree ("created_at") WHERE "roles"."deleted_at" IS NULL AND "roles"."removed_by_admin_at" IS NULL AND "roles"."held_for_review_at" IS NULL AND "roles"."closed_at" IS NULL AND "roles"."company_status" = 'active';--> statement-breakpoint
-- hand-written: a role's copies of its company's state (decision 040). The role's own trigger sets them from the company and its account on every insert and whenever its company or a copy is written, so nothing else can set them wrong; the companies' and accounts' triggers rewrite their roles' copies in the same transaction as any change to the state. Then the existing roles are filled.
CREATE FUNCTION "roles_company_state"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "accounts"."status", "companies"."verification_status", "companies"."industry_type"
    INTO NEW."company_status", NEW."company_verification", NEW."company_industry"
    FROM "companies" JOIN "accounts" ON "accounts"."id" = "companies"."account_id"
    WHERE "companies"."account_id" = NEW."company_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "roles_company_state" BEFORE INSERT OR UPDATE OF "company_id", "company_status", "company_verification", "company_industry" ON "roles"
  FOR EACH ROW EXECUTE FUNCTION "roles_company_state"();--> statement-breakpoint
CREATE FUNCTION "companies_state_to_roles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "roles" SET "company_verification" = NEW."verification_status", "company_industry" = NEW."industry_type"
    WHERE "company_id" = NEW."account_id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "companies_state_to_roles" AFTER UPDATE OF "verification_status", "industry_type" ON "companies"
  FOR EACH ROW WHEN (OLD."verification_status" IS DISTINCT FROM NEW."verification_status" OR OLD."industry_type" IS DISTINCT FROM NEW."industry_type")
  EXECUTE FUNCTION "companies_state_to_roles"();--> statement-breakpoint
CREATE FUNCTION "accounts_status_to_roles"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "roles" SET "company_status" = NEW."status" WHERE "company_id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "accounts_status_to_roles" AFTER UPDATE OF "status" ON "accounts"
  FOR EACH ROW WHEN (OLD."status" IS DISTINCT FROM NEW."status")
  EXECUTE FUNCTION "accounts_status_to_roles"();--> statement-breakpoint
-- The backfill: writing a copy runs the role's trigger, which sets all three from the company.
UPDATE "roles" SET "company_status" = "company_status";
