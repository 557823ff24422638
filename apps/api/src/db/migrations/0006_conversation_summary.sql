CREATE TABLE "conversations" (
	"application_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"intern_id" uuid NOT NULL,
	"last_message_id" uuid NOT NULL,
	"last_message_sender" "message_sender" NOT NULL,
	"last_message_body" text NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"company_unread" integer DEFAULT 0 NOT NULL,
	"intern_unread" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_company_id_companies_account_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_intern_id_interns_account_id_fk" FOREIGN KEY ("intern_id") REFERENCES "public"."interns"("account_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "conversations_company_inbox_idx" ON "conversations" USING btree ("company_id","last_message_at","last_message_id");--> statement-breakpoint
CREATE INDEX "conversations_intern_inbox_idx" ON "conversations" USING btree ("intern_id","last_message_at","last_message_id");--> statement-breakpoint
-- Backfill: every chat that already has messages gets its summary, as the inbox computed it.
INSERT INTO "conversations" ("application_id", "company_id", "intern_id", "last_message_id", "last_message_sender", "last_message_body", "last_message_at", "company_unread", "intern_unread")
SELECT "last"."application_id", "roles"."company_id", "applications"."intern_id", "last"."id", "last"."sender", "last"."body", "last"."created_at", "unread"."company_unread", "unread"."intern_unread"
FROM (
  SELECT DISTINCT ON ("application_id") "application_id", "id", "sender", "body", "created_at"
  FROM "messages"
  ORDER BY "application_id", "created_at" DESC, "id" DESC
) AS "last"
JOIN (
  SELECT "application_id",
    (count(*) FILTER (WHERE "sender" = 'user' AND "read_at" IS NULL))::int AS "company_unread",
    (count(*) FILTER (WHERE "sender" = 'company' AND "read_at" IS NULL))::int AS "intern_unread"
  FROM "messages"
  GROUP BY "application_id"
) AS "unread" ON "unread"."application_id" = "last"."application_id"
JOIN "applications" ON "applications"."id" = "last"."application_id"
JOIN "roles" ON "roles"."id" = "applications"."role_id";
