-- A hedged answer ("Answered, unsure" in Review Results): the bot answered its best match behind a
-- one-line hedge and offered the alternatives as buttons; such a row is logged answered (reason_id
-- null) with this flag on. A constant default is kept in the catalogue (PostgreSQL 11+): the column
-- is added without rewriting the table, under a lock held only for the catalogue change. The review
-- rollups keep no such column, so Review counts a filter on it from the rows.
ALTER TABLE "utterances" ADD COLUMN "hedged" boolean DEFAULT false NOT NULL;
