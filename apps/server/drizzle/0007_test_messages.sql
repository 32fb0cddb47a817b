ALTER TABLE "bot_users" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "utterances" ADD COLUMN "is_test" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The portal's Test Bot talks as `portal-<member>` over Direct Line: what it logged so far was a test.
UPDATE "bot_users" SET "is_test" = true WHERE "channel" = 'directline' AND "channel_user_id" LIKE 'portal-%';
--> statement-breakpoint
UPDATE "utterances" AS u SET "is_test" = true FROM "bot_users" AS b WHERE b."id" = u."bot_user_id" AND b."is_test";
--> statement-breakpoint
-- As in 0004, but test utterances (DESIGN section 5) count nowhere: not as questions, answers or users.
CREATE OR REPLACE FUNCTION report_on_utterances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002, b.bot_user_id)
    FROM (SELECT DISTINCT bot_user_id FROM inserted WHERE NOT is_test ORDER BY 1) AS b;
  -- one statement, so that each tenant's zone is read once for all the rows
  WITH zones AS (
    SELECT c, report_zone(c) AS tz FROM (SELECT DISTINCT customer_id AS c FROM inserted WHERE NOT is_test) AS t
  ), batch AS (
    SELECT i.*, z.tz, (i.date AT TIME ZONE z.tz)::date AS day
    FROM inserted AS i JOIN zones AS z ON z.c = i.customer_id
    WHERE NOT i.is_test
  ), daily AS (
    INSERT INTO report_daily AS t (customer_id, day, country_id, role_id, channel, category_id, questions, answers)
      SELECT b.customer_id, b.day, b.country_id, b.role_id, b.channel, coalesce(b.category_id, 0), count(*),
             count(*) FILTER (WHERE b.reason_id IS NULL)
      FROM batch AS b GROUP BY 1, 2, 3, 4, 5, 6
    ON CONFLICT (customer_id, day, country_id, role_id, channel, category_id)
      DO UPDATE SET questions = t.questions + excluded.questions, answers = t.answers + excluded.answers
  ), unanswered AS (
    -- disabled question, inapplicable for the country, not in the subscription
    INSERT INTO report_unanswered_daily AS t (customer_id, day, question_id, country_id, role_id, count)
      SELECT b.customer_id, b.day, b.returned_question_id, b.country_id, b.role_id, count(*)
      FROM batch AS b WHERE b.reason_id IN (1, 5, 8) AND b.returned_question_id IS NOT NULL
      GROUP BY 1, 2, 3, 4, 5
    ON CONFLICT (customer_id, day, question_id, country_id, role_id) DO UPDATE SET count = t.count + excluded.count
  )
  INSERT INTO report_unique_users AS t (customer_id, unit, period, country_id, role_id, users)
    SELECT k.customer_id, k.unit, k.period, k.country_id, k.role_id, count(*)
    FROM (
      SELECT DISTINCT b.customer_id, b.tz, b.bot_user_id, u.unit, report_period(b.day, u.unit) AS period,
             f.country_id, f.role_id
      FROM batch AS b
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
    GROUP BY 1, 2, 3, 4, 5
  ON CONFLICT (customer_id, unit, period, country_id, role_id) DO UPDATE SET users = t.users + excluded.users;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION report_rebuild(cid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE tz text := report_zone(cid);
BEGIN
  DELETE FROM report_daily WHERE customer_id = cid;
  DELETE FROM report_unanswered_daily WHERE customer_id = cid;
  DELETE FROM report_unique_users WHERE customer_id = cid;
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
                            (u.unit, report_period(d.day, u.unit)));
END $$;
--> statement-breakpoint
SELECT report_rebuild(id) FROM customers WHERE EXISTS (SELECT 1 FROM utterances WHERE is_test AND customer_id = customers.id);
