-- pg_trgm ships with PostgreSQL (contrib) and is a trusted extension: a database owner may create it.
-- PGlite loads it at start (PGLITE_OPTIONS in src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "training_utterances_text_trigrams" ON "training_utterances" USING gin ("text" gin_trgm_ops);