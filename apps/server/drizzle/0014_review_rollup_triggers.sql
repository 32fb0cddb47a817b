-- Keeps review_counts and review_rating_counts (src/db/schema-review.ts): every statement that
-- inserts, updates or deletes utterances takes its old rows from the counts of their UTC day and
-- month and adds its new ones, in one upsert per table; what nets to nothing is left alone. Old and
-- new rows are not paired by id: when foreign-key actions update a row twice in one statement (a
-- deleted question nulls the predicted and the returned question), the transition tables hold each
-- version of the row once as new and once as old, which the sums cancel. Rows of a tenant being
-- deleted are skipped (its rollups go with it).
CREATE FUNCTION review_on_utterances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT n.*, 1 AS sign FROM inserted AS n'
    WHEN 'DELETE' THEN 'SELECT o.*, -1 AS sign FROM deleted AS o'
    ELSE 'SELECT o.*, -1 AS sign FROM deleted AS o UNION ALL SELECT n.*, 1 AS sign FROM inserted AS n'
  END;
  EXECUTE format($sql$
    WITH changed AS (%s), periods AS (
      SELECT c.customer_id, u.unit, report_period((c.date AT TIME ZONE 'UTC')::date, u.unit) AS period, c.is_test,
             coalesce(c.rating, 0) AS rating, c.review_state_id, c.country_id, c.role_id,
             coalesce(c.returned_question_id, c.predicted_question_id, 0) AS question_id, c.sign
      FROM changed AS c CROSS JOIN (VALUES (1), (3)) AS u(unit)
      WHERE EXISTS (SELECT 1 FROM customers AS t WHERE t.id = c.customer_id)
    ), counts AS (
      INSERT INTO review_counts AS t (customer_id, unit, period, is_test, rating, review_state_id, country_id, role_id, count)
        SELECT customer_id, unit, period, is_test, rating, review_state_id, country_id, role_id, sum(sign)
        FROM periods GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
      ON CONFLICT (customer_id, unit, period, is_test, rating, review_state_id, country_id, role_id)
        DO UPDATE SET count = t.count + excluded.count
    )
    INSERT INTO review_rating_counts AS t (customer_id, unit, country_id, period, is_test, rating, question_id, count)
      SELECT p.customer_id, p.unit, f.country_id, p.period, p.is_test, p.rating, p.question_id, sum(p.sign)
      FROM periods AS p CROSS JOIN LATERAL (VALUES (p.country_id), (0)) AS f(country_id)
      GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(p.sign) <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7
    ON CONFLICT (customer_id, unit, country_id, period, is_test, rating, question_id)
      DO UPDATE SET count = t.count + excluded.count
  $sql$, changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER utterances_review_insert AFTER INSERT ON utterances REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION review_on_utterances();
--> statement-breakpoint
CREATE TRIGGER utterances_review_update AFTER UPDATE ON utterances REFERENCING OLD TABLE AS deleted NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION review_on_utterances();
--> statement-breakpoint
CREATE TRIGGER utterances_review_delete AFTER DELETE ON utterances REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION review_on_utterances();
--> statement-breakpoint
-- Recounts a tenant's review rollups from its utterances: the backfill below, and a bulk import
-- that loaded rows with triggers off. Days come from the rows, months and "every country" from days.
CREATE FUNCTION review_rebuild(cid integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM review_counts WHERE customer_id = cid;
  DELETE FROM review_rating_counts WHERE customer_id = cid;
  INSERT INTO review_counts (customer_id, unit, period, is_test, rating, review_state_id, country_id, role_id, count)
    SELECT cid, 1, (date AT TIME ZONE 'UTC')::date, is_test, coalesce(rating, 0), review_state_id, country_id,
           role_id, count(*)
    FROM utterances WHERE customer_id = cid
    GROUP BY 3, 4, 5, 6, 7, 8;
  INSERT INTO review_counts (customer_id, unit, period, is_test, rating, review_state_id, country_id, role_id, count)
    SELECT cid, 3, report_period(period, 3), is_test, rating, review_state_id, country_id, role_id, sum(count)
    FROM review_counts WHERE customer_id = cid AND unit = 1
    GROUP BY 3, 4, 5, 6, 7, 8;
  INSERT INTO review_rating_counts (customer_id, unit, country_id, period, is_test, rating, question_id, count)
    SELECT cid, 1, country_id, (date AT TIME ZONE 'UTC')::date, is_test, coalesce(rating, 0),
           coalesce(returned_question_id, predicted_question_id, 0), count(*)
    FROM utterances WHERE customer_id = cid
    GROUP BY 3, 4, 5, 6, 7;
  INSERT INTO review_rating_counts (customer_id, unit, country_id, period, is_test, rating, question_id, count)
    SELECT cid, 1, 0, period, is_test, rating, question_id, sum(count)
    FROM review_rating_counts WHERE customer_id = cid AND unit = 1
    GROUP BY 4, 5, 6, 7;
  INSERT INTO review_rating_counts (customer_id, unit, country_id, period, is_test, rating, question_id, count)
    SELECT cid, 3, country_id, report_period(period, 3), is_test, rating, question_id, sum(count)
    FROM review_rating_counts WHERE customer_id = cid AND unit = 1
    GROUP BY 3, 4, 5, 6, 7;
END $$;
--> statement-breakpoint
SELECT review_rebuild(id) FROM customers;
