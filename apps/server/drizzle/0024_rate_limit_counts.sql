-- UNLOGGED by hand (drizzle-kit does not know it): a rate-limit counter needs no crash safety, and its
-- one write per counted request skips the WAL. After a crash the table comes back empty, as after a
-- window's end.
CREATE UNLOGGED TABLE "rate_limit_counts" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
