CREATE TABLE "report_counted_users" (
	"customer_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"period" date NOT NULL,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"bot_user_id" integer NOT NULL,
	CONSTRAINT "report_counted_users_customer_id_unit_period_country_id_role_id_bot_user_id_pk" PRIMARY KEY("customer_id","unit","period","country_id","role_id","bot_user_id")
);
--> statement-breakpoint
ALTER TABLE "survey_response_options" ADD COLUMN "deleted_responses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "report_counted_users" ADD CONSTRAINT "report_counted_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_counted_users" ADD CONSTRAINT "report_counted_users_bot_user_id_bot_users_id_fk" FOREIGN KEY ("bot_user_id") REFERENCES "public"."bot_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmed_examples_utterance_id_index" ON "confirmed_examples" USING btree ("utterance_id");--> statement-breakpoint
-- Deletes made in a transaction that set askhr.keep_rollups to 'on' (the message retention, erasing
-- one employee's data: db/keep-rollups.ts) leave Review's rollups as they were, so the counts of past
-- periods stay as anonymous totals. The rest is 0032.
CREATE OR REPLACE FUNCTION review_on_utterances() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE changes text;
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('askhr.keep_rollups', true) = 'on' THEN RETURN NULL; END IF;
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
--> statement-breakpoint
-- A user whose earlier messages of a period still open were deleted (report_counted_users) is not
-- counted again in that period's unique users. The rest is 0035.
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
      AND NOT EXISTS (
        SELECT 1 FROM report_counted_users AS s
        WHERE s.customer_id = k.customer_id AND s.unit = k.unit AND s.period = k.period
          AND s.country_id = k.country_id AND s.role_id = k.role_id AND s.bot_user_id = k.bot_user_id)
    GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (customer_id, unit, period, country_id, role_id) DO UPDATE SET users = t.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Recounts a tenant's report rollups from its messages (after a change of its report time zone),
-- keeping what deleted messages counted: the days from two days before the oldest kept message (the
-- most two zones' calendars differ by) are recounted, the earlier ones stay as they were, cut in the
-- previous zone. A user-count period that also holds such earlier days keeps its count. With no
-- message deleted there are no earlier rows and everything is recounted, as before. The rest is 0007.
CREATE OR REPLACE FUNCTION report_rebuild(cid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  tz text := report_zone(cid);
  recount_from date;
BEGIN
  SELECT (min(date) AT TIME ZONE tz)::date - 2 INTO recount_from FROM utterances WHERE customer_id = cid AND NOT is_test;
  IF recount_from IS NULL THEN RETURN; END IF;
  DELETE FROM report_daily WHERE customer_id = cid AND day >= recount_from;
  DELETE FROM report_unanswered_daily WHERE customer_id = cid AND day >= recount_from;
  DELETE FROM report_unique_users AS r
    WHERE r.customer_id = cid AND report_period_end(r.period, r.unit) > recount_from
      AND NOT EXISTS (SELECT 1 FROM report_daily AS d
                      WHERE d.customer_id = cid AND d.day >= r.period AND d.day < recount_from);
  INSERT INTO report_daily (customer_id, day, country_id, role_id, channel, category_id, questions, answers)
    SELECT cid, (date AT TIME ZONE tz)::date, country_id, role_id, channel, coalesce(category_id, 0),
           count(*), count(*) FILTER (WHERE reason_id IS NULL)
    FROM utterances WHERE customer_id = cid AND NOT is_test
    GROUP BY 2, 3, 4, 5, 6;
  INSERT INTO report_unanswered_daily (customer_id, day, question_id, country_id, role_id, count)
    SELECT cid, (date AT TIME ZONE tz)::date, returned_question_id, country_id, role_id, count(*)
    FROM utterances
    WHERE customer_id = cid AND NOT is_test AND reason_id IN (1, 5, 8) AND returned_question_id IS NOT NULL
    GROUP BY 2, 3, 4, 5;
  INSERT INTO report_unique_users (customer_id, unit, period, country_id, role_id, users)
    SELECT cid, u.unit, report_period(d.day, u.unit) AS period, coalesce(d.country_id, 0), coalesce(d.role_id, 0),
           count(DISTINCT d.bot_user_id)
    FROM (SELECT DISTINCT (date AT TIME ZONE tz)::date AS day, bot_user_id, country_id, role_id
          FROM utterances WHERE customer_id = cid AND NOT is_test) AS d
    CROSS JOIN generate_series(1, 4) AS u(unit)
    GROUP BY GROUPING SETS ((u.unit, report_period(d.day, u.unit), d.country_id, d.role_id),
                            (u.unit, report_period(d.day, u.unit), d.country_id),
                            (u.unit, report_period(d.day, u.unit), d.role_id),
                            (u.unit, report_period(d.day, u.unit)))
  ON CONFLICT (customer_id, unit, period, country_id, role_id) DO NOTHING;
END $$;
--> statement-breakpoint
-- Recounts a tenant's review rollups from its messages (a bulk import that loaded rows with triggers
-- off), keeping what deleted messages counted: the UTC days before the oldest kept message stay as
-- they were and the months are summed again from the days. The rest is 0014.
CREATE OR REPLACE FUNCTION review_rebuild(cid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE first_day date;
BEGIN
  SELECT (min(date) AT TIME ZONE 'UTC')::date INTO first_day FROM utterances WHERE customer_id = cid;
  IF first_day IS NULL THEN RETURN; END IF;
  DELETE FROM review_counts
    WHERE customer_id = cid AND ((unit = 1 AND period >= first_day) OR (unit = 3 AND period >= report_period(first_day, 3)));
  DELETE FROM review_rating_counts
    WHERE customer_id = cid AND ((unit = 1 AND period >= first_day) OR (unit = 3 AND period >= report_period(first_day, 3)));
  INSERT INTO review_counts (customer_id, unit, period, is_test, rating, review_state_id, country_id, role_id, count)
    SELECT cid, 1, (date AT TIME ZONE 'UTC')::date, is_test, coalesce(rating, 0), review_state_id, country_id,
           role_id, count(*)
    FROM utterances WHERE customer_id = cid
    GROUP BY 3, 4, 5, 6, 7, 8;
  INSERT INTO review_counts (customer_id, unit, period, is_test, rating, review_state_id, country_id, role_id, count)
    SELECT cid, 3, report_period(period, 3), is_test, rating, review_state_id, country_id, role_id, sum(count)
    FROM review_counts WHERE customer_id = cid AND unit = 1 AND period >= report_period(first_day, 3)
    GROUP BY 3, 4, 5, 6, 7, 8;
  INSERT INTO review_rating_counts (customer_id, unit, country_id, period, is_test, rating, question_id, count)
    SELECT cid, 1, country_id, (date AT TIME ZONE 'UTC')::date, is_test, coalesce(rating, 0),
           coalesce(returned_question_id, predicted_question_id, 0), count(*)
    FROM utterances WHERE customer_id = cid
    GROUP BY 3, 4, 5, 6, 7;
  INSERT INTO review_rating_counts (customer_id, unit, country_id, period, is_test, rating, question_id, count)
    SELECT cid, 1, 0, period, is_test, rating, question_id, sum(count)
    FROM review_rating_counts WHERE customer_id = cid AND unit = 1 AND country_id <> 0 AND period >= first_day
    GROUP BY 4, 5, 6, 7;
  INSERT INTO review_rating_counts (customer_id, unit, country_id, period, is_test, rating, question_id, count)
    SELECT cid, 3, country_id, report_period(period, 3), is_test, rating, question_id, sum(count)
    FROM review_rating_counts WHERE customer_id = cid AND unit = 1 AND period >= report_period(first_day, 3)
    GROUP BY 3, 4, 5, 6, 7;
END $$;
