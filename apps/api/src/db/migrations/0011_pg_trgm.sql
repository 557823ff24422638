-- hand-written:
-- The trigram operators of the roles' location index (the next migration); a custom migration of
-- its own, because the extension must exist before drizzle-kit's generated CREATE INDEX runs.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
