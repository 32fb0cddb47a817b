-- The reports' insert trigger read each tenant's time zone (report_zone) twice for every message of a
-- batch, not once per batch as its comment says: its `zones` CTE, referenced once, was inlined into
-- the join and evaluated per row and per use. It is now materialized. The rest is 0033.
CREATE OR REPLACE FUNCTION report_on_utterances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002, b.bot_user_id)
    FROM (SELECT DISTINCT bot_user_id FROM inserted WHERE NOT is_test ORDER BY 1) AS b;
  -- one statement, so that each tenant's zone is read once for all the rows (materialized: inlined,
  -- the zone was read twice for every row)
  WITH zones AS MATERIALIZED (
    SELECT c, report_zone(c) AS tz FROM (SELECT DISTINCT customer_id AS c FROM inserted WHERE NOT is_test) AS t
  ), batch AS (
    SELECT i.*, z.tz, (i.date AT TIME ZONE z.tz)::date AS day
    FROM inserted AS i JOIN zones AS z ON z.c = i.customer_id
    WHERE NOT i.is_test
  ), daily AS (
    INSERT INTO report_daily AS t (customer_id, day, country_id, role_id, channel, category_id, questions, answers)
      SELECT b.customer_id, b.day, b.country_id, b.role_id, b.channel, coalesce(b.category_id, 0), count(*),
             count(*) FILTER (WHERE b.reason_id IS NULL)
      FROM batch AS b GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (customer_id, day, country_id, role_id, channel, category_id)
      DO UPDATE SET questions = t.questions + excluded.questions, answers = t.answers + excluded.answers
  ), unanswered AS (
    -- disabled question, inapplicable for the country, not in the subscription
    INSERT INTO report_unanswered_daily AS t (customer_id, day, question_id, country_id, role_id, count)
      SELECT b.customer_id, b.day, b.returned_question_id, b.country_id, b.role_id, count(*)
      FROM batch AS b WHERE b.reason_id IN (1, 5, 8) AND b.returned_question_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (customer_id, day, question_id, country_id, role_id) DO UPDATE SET count = t.count + excluded.count
  ), unseen AS (
    -- a user with an earlier message on the same day, country and role is counted in every period
    -- and filter already: one probe instead of one per period and filter
    SELECT b.* FROM batch AS b
    WHERE NOT EXISTS (
      SELECT 1 FROM utterances AS o
      WHERE o.bot_user_id = b.bot_user_id
        AND NOT o.is_test
        AND o.date >= (b.day::timestamp AT TIME ZONE b.tz)
        AND o.date < ((b.day + 1)::timestamp AT TIME ZONE b.tz)
        AND o.country_id = b.country_id
        AND o.role_id = b.role_id
        AND NOT EXISTS (SELECT 1 FROM inserted AS n WHERE n.id = o.id))
  )
  INSERT INTO report_unique_users AS t (customer_id, unit, period, country_id, role_id, users)
    SELECT k.customer_id, k.unit, k.period, k.country_id, k.role_id, count(*)
    FROM (
      SELECT DISTINCT b.customer_id, b.tz, b.bot_user_id, u.unit, report_period(b.day, u.unit) AS period,
             f.country_id, f.role_id
      FROM unseen AS b
      CROSS JOIN generate_series(1, 4) AS u(unit)
      CROSS JOIN LATERAL (VALUES (b.country_id, b.role_id), (b.country_id, 0::smallint),
                                 (0, b.role_id), (0, 0::smallint)) AS f(country_id, role_id)
    ) AS k
    WHERE NOT EXISTS (
      SELECT 1 FROM utterances AS o
      WHERE o.bot_user_id = k.bot_user_id
        AND NOT o.is_test
        AND o.date >= (k.period::timestamp AT TIME ZONE k.tz)
        AND o.date < (report_period_end(k.period, k.unit)::timestamp AT TIME ZONE k.tz)
        AND (k.country_id = 0 OR o.country_id = k.country_id)
        AND (k.role_id = 0 OR o.role_id = k.role_id)
        AND NOT EXISTS (SELECT 1 FROM inserted AS n WHERE n.id = o.id))
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (customer_id, unit, period, country_id, role_id) DO UPDATE SET users = t.users + excluded.users;
  RETURN NULL;
END $$;
