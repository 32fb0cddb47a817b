-- The Questions pages' search for a word anywhere in a question's text, description or info: one
-- trigram index over the three as one text (questionSearchText in src/db/schema.ts), so that a
-- word in few questions no longer reads every question of the tenant.
CREATE INDEX "questions_search_trigrams" ON "questions" USING gin (("text" || E'\n' || "description" || E'\n' || "info") gin_trgm_ops) WHERE "questions"."deleted_at" is null and not "questions"."custom";
