CREATE TABLE "knowledge_stamps" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"stamp" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- Moves the stamp of every tenant whose knowledge a statement changed (the rows it touched are
-- in `changed`), once per statement however many rows it wrote.
CREATE FUNCTION knowledge_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO knowledge_stamps AS k (customer_id, stamp)
    SELECT DISTINCT customer_id, 1 FROM changed
  ON CONFLICT (customer_id) DO UPDATE SET stamp = k.stamp + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The default texts of bot reactions belong to no tenant: rewording one moves every stamp.
CREATE FUNCTION knowledge_changed_everywhere() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE knowledge_stamps SET stamp = stamp + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER questions_knowledge_insert AFTER INSERT ON questions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER questions_knowledge_update AFTER UPDATE ON questions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER questions_knowledge_delete AFTER DELETE ON questions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER placeholders_knowledge_insert AFTER INSERT ON placeholders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER placeholders_knowledge_update AFTER UPDATE ON placeholders REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER placeholders_knowledge_delete AFTER DELETE ON placeholders REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER value_versions_knowledge_insert AFTER INSERT ON value_versions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER value_versions_knowledge_update AFTER UPDATE ON value_versions REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER value_versions_knowledge_delete AFTER DELETE ON value_versions REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER customer_countries_knowledge_insert AFTER INSERT ON customer_countries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER customer_countries_knowledge_update AFTER UPDATE ON customer_countries REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER customer_countries_knowledge_delete AFTER DELETE ON customer_countries REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed();
--> statement-breakpoint
CREATE TRIGGER bot_reaction_types_knowledge AFTER INSERT OR UPDATE OR DELETE ON bot_reaction_types
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed_everywhere();
