CREATE TABLE "role_search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "role_search_words_trgm_idx" ON "role_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_private_job_board_idx" ON "accounts" USING btree ("id") WHERE coalesce("accounts"."preferences" #>> '{privacy,jobBoardVisibility}', 'public') = 'private';--> statement-breakpoint
-- hand-written: role_search_words holds every word of every role's search document, for 'did you mean' (decision 073). New roles add theirs once per statement (a transition table, so a bulk insert adds each word once); a rewritten document adds its new words. Words are never taken out: a stale one only finds nothing. Then the existing roles' words are added.
CREATE FUNCTION "role_search_words_added"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "role_search_words" ("word")
    SELECT DISTINCT unnest(tsvector_to_array("search_document")) FROM "added_roles"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "role_search_words_added" AFTER INSERT ON "roles"
  REFERENCING NEW TABLE AS "added_roles" FOR EACH STATEMENT EXECUTE FUNCTION "role_search_words_added"();--> statement-breakpoint
CREATE FUNCTION "role_search_words_rewritten"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "role_search_words" ("word")
    SELECT unnest(tsvector_to_array(NEW."search_document"))
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "role_search_words_rewritten" AFTER UPDATE OF "search_document" ON "roles"
  FOR EACH ROW WHEN (OLD."search_document" IS DISTINCT FROM NEW."search_document")
  EXECUTE FUNCTION "role_search_words_rewritten"();--> statement-breakpoint
INSERT INTO "role_search_words" ("word")
  SELECT DISTINCT unnest(tsvector_to_array("search_document")) FROM "roles"
  ON CONFLICT DO NOTHING;
