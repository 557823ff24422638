-- hand-written (before the columns that call them): a role's match words as tsvectors (decision 043). Words longer than a tsvector's lexemes may be (2,046 bytes) are left out: no intern's skill or field of study is that long, so none could match them. Each function reads only pg_catalog, so a restore with an empty search_path fills the columns too.
CREATE FUNCTION "role_word_vector"(words text[]) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array(SELECT word FROM unnest(coalesce(words, '{}')) AS word
    WHERE word <> '' AND octet_length(word) <= 2046))
$$;--> statement-breakpoint
CREATE FUNCTION "role_requirement_vectors"(requirements jsonb) RETURNS tsvector[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array(
    SELECT array_to_tsvector(array(SELECT word FROM jsonb_array_elements_text(requirement) AS word
      WHERE word <> '' AND octet_length(word) <= 2046))
    FROM jsonb_array_elements(coalesce(requirements, '[]')) WITH ORDINALITY AS listed(requirement, n)
    ORDER BY n)
$$;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "match_vector" "tsvector" GENERATED ALWAYS AS (role_word_vector(match_words)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "requirement_vectors" "tsvector"[] GENERATED ALWAYS AS (role_requirement_vectors(requirement_words)) STORED NOT NULL;