-- A question's tags are part of the tenant's knowledge too (related questions weigh them): a change
-- of question_tags moves the stamp of the tenants of the questions it touched, once per statement.
CREATE FUNCTION knowledge_changed_by_question() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO knowledge_stamps AS k (customer_id, stamp)
    SELECT DISTINCT q.customer_id, 1 FROM changed c JOIN questions q ON q.id = c.question_id
  ON CONFLICT (customer_id) DO UPDATE SET stamp = k.stamp + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER question_tags_knowledge_insert AFTER INSERT ON question_tags REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed_by_question();
--> statement-breakpoint
CREATE TRIGGER question_tags_knowledge_update AFTER UPDATE ON question_tags REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed_by_question();
--> statement-breakpoint
CREATE TRIGGER question_tags_knowledge_delete AFTER DELETE ON question_tags REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION knowledge_changed_by_question();
