CREATE TABLE "report_daily" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"channel" text NOT NULL,
	"category_id" integer NOT NULL,
	"questions" integer NOT NULL,
	"answers" integer NOT NULL,
	CONSTRAINT "report_daily_customer_id_day_country_id_role_id_channel_category_id_pk" PRIMARY KEY("customer_id","day","country_id","role_id","channel","category_id")
);
--> statement-breakpoint
CREATE TABLE "report_unanswered_daily" (
	"customer_id" integer NOT NULL,
	"day" date NOT NULL,
	"question_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "report_unanswered_daily_customer_id_day_question_id_country_id_role_id_pk" PRIMARY KEY("customer_id","day","question_id","country_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "report_unique_users" (
	"customer_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"period" date NOT NULL,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	"users" integer NOT NULL,
	CONSTRAINT "report_unique_users_customer_id_unit_period_country_id_role_id_pk" PRIMARY KEY("customer_id","unit","period","country_id","role_id")
);
--> statement-breakpoint
DROP INDEX "utterances_bot_user_id_index";--> statement-breakpoint
ALTER TABLE "utterances" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_unanswered_daily" ADD CONSTRAINT "report_unanswered_daily_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_unique_users" ADD CONSTRAINT "report_unique_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_users_customer_id_first_seen_index" ON "bot_users" USING btree ("customer_id","first_seen");--> statement-breakpoint
CREATE INDEX "utterances_bot_user_id_date_index" ON "utterances" USING btree ("bot_user_id","date");--> statement-breakpoint
UPDATE "utterances" AS u SET "category_id" = q."category_id" FROM "questions" AS q WHERE q."id" = u."returned_question_id" AND q."customer_id" = u."customer_id";
--> statement-breakpoint
-- The tenant's report time zone; an unknown zone name reads as UTC, as the server reads it.
CREATE FUNCTION report_zone(cid integer) RETURNS text LANGUAGE plpgsql STABLE AS $$
DECLARE tz text;
BEGIN
  SELECT value INTO tz FROM custom_settings WHERE customer_id = cid AND key = 'ReportsTimeZone';
  IF tz IS NULL OR tz = '' THEN RETURN 'UTC'; END IF;
  PERFORM now() AT TIME ZONE tz;
  RETURN tz;
EXCEPTION WHEN invalid_parameter_value THEN RETURN 'UTC';
END $$;
--> statement-breakpoint
-- First day of the period of a unit that holds a day: 1 day, 2 ISO week, 3 month, 4 year.
CREATE FUNCTION report_period(day date, unit integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE unit
    WHEN 1 THEN day
    WHEN 2 THEN date_trunc('week', day::timestamp)::date
    WHEN 3 THEN date_trunc('month', day::timestamp)::date
    ELSE date_trunc('year', day::timestamp)::date
  END
$$;
--> statement-breakpoint
-- First day after the period that starts on a day.
CREATE FUNCTION report_period_end(period date, unit integer) RETURNS date LANGUAGE sql IMMUTABLE AS $$
  SELECT (period + CASE unit
    WHEN 1 THEN interval '1 day'
    WHEN 2 THEN interval '1 week'
    WHEN 3 THEN interval '1 month'
    ELSE interval '1 year'
  END)::date
$$;
--> statement-breakpoint
-- Counts what one INSERT statement added: questions and answers per day, unanswered questions, and
-- each user once per period in every filter (country and role, country, role, none) it had no
-- utterance in yet. Users are locked one at a time (advisory, in id order), so that two concurrent
-- messages of one user never both count as its first.
CREATE FUNCTION report_on_utterances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727002, b.bot_user_id)
    FROM (SELECT DISTINCT bot_user_id FROM inserted ORDER BY 1) AS b;
  -- one statement, so that each tenant's zone is read once for all the rows
  WITH zones AS (
    SELECT c, report_zone(c) AS tz FROM (SELECT DISTINCT customer_id AS c FROM inserted) AS t
  ), batch AS (
    SELECT i.*, z.tz, (i.date AT TIME ZONE z.tz)::date AS day
    FROM inserted AS i JOIN zones AS z ON z.c = i.customer_id
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
CREATE TRIGGER utterances_report AFTER INSERT ON utterances REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION report_on_utterances();
--> statement-breakpoint
-- Recounts a tenant's rollups from its utterances (after a change of its report time zone).
CREATE FUNCTION report_rebuild(cid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE tz text := report_zone(cid);
BEGIN
  DELETE FROM report_daily WHERE customer_id = cid;
  DELETE FROM report_unanswered_daily WHERE customer_id = cid;
  DELETE FROM report_unique_users WHERE customer_id = cid;
  INSERT INTO report_daily (customer_id, day, country_id, role_id, channel, category_id, questions, answers)
    SELECT cid, (date AT TIME ZONE tz)::date, country_id, role_id, channel, coalesce(category_id, 0),
           count(*), count(*) FILTER (WHERE reason_id IS NULL)
    FROM utterances WHERE customer_id = cid
    GROUP BY 2, 3, 4, 5, 6;
  INSERT INTO report_unanswered_daily (customer_id, day, question_id, country_id, role_id, count)
    SELECT cid, (date AT TIME ZONE tz)::date, returned_question_id, country_id, role_id, count(*)
    FROM utterances
    WHERE customer_id = cid AND reason_id IN (1, 5, 8) AND returned_question_id IS NOT NULL
    GROUP BY 2, 3, 4, 5;
  INSERT INTO report_unique_users (customer_id, unit, period, country_id, role_id, users)
    SELECT cid, u.unit, report_period(d.day, u.unit) AS period, coalesce(d.country_id, 0), coalesce(d.role_id, 0),
           count(DISTINCT d.bot_user_id)
    FROM (SELECT DISTINCT (date AT TIME ZONE tz)::date AS day, bot_user_id, country_id, role_id
          FROM utterances WHERE customer_id = cid) AS d
    CROSS JOIN generate_series(1, 4) AS u(unit)
    GROUP BY GROUPING SETS ((u.unit, report_period(d.day, u.unit), d.country_id, d.role_id),
                            (u.unit, report_period(d.day, u.unit), d.country_id),
                            (u.unit, report_period(d.day, u.unit), d.role_id),
                            (u.unit, report_period(d.day, u.unit)));
END $$;
--> statement-breakpoint
CREATE FUNCTION report_on_time_zone() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE cid integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.key <> 'ReportsTimeZone' THEN RETURN NULL; END IF;
    cid := OLD.customer_id;
  ELSE
    IF NEW.key <> 'ReportsTimeZone' AND (TG_OP = 'INSERT' OR OLD.key <> 'ReportsTimeZone') THEN RETURN NULL; END IF;
    IF TG_OP = 'UPDATE' AND OLD.key = NEW.key AND OLD.value = NEW.value THEN RETURN NULL; END IF;
    cid := NEW.customer_id;
  END IF;
  -- a tenant being deleted takes its rollups with it
  IF EXISTS (SELECT 1 FROM customers WHERE id = cid) THEN PERFORM report_rebuild(cid); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER custom_settings_report_zone AFTER INSERT OR UPDATE OR DELETE ON custom_settings FOR EACH ROW EXECUTE FUNCTION report_on_time_zone();
--> statement-breakpoint
SELECT report_rebuild(id) FROM customers;
