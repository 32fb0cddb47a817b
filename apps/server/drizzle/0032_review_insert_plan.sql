-- The review rollups' trigger (migration 0014) built its statement as dynamic SQL, planned again on
-- every call. An insert, once per batch of the bot's messages, now runs the same statement as static
-- SQL, whose plan the session keeps; updates and deletes (reviews, ratings) keep the dynamic form.
-- The two statements must stay alike: only their `changed` differs.
CREATE OR REPLACE FUNCTION review_on_utterances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changed AS (SELECT n.*, 1 AS sign FROM inserted AS n), periods AS (
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
      DO UPDATE SET count = t.count + excluded.count;
    RETURN NULL;
  END IF;
  changes := CASE TG_OP
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
