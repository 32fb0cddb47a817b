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
CREATE TABLE "report_user_periods" (
	"customer_id" integer NOT NULL,
	"unit" smallint NOT NULL,
	"period" date NOT NULL,
	"bot_user_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"role_id" smallint NOT NULL,
	CONSTRAINT "report_user_periods_customer_id_unit_period_bot_user_id_country_id_role_id_pk" PRIMARY KEY("customer_id","unit","period","bot_user_id","country_id","role_id")
);
--> statement-breakpoint
ALTER TABLE "utterances" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "report_daily" ADD CONSTRAINT "report_daily_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_unanswered_daily" ADD CONSTRAINT "report_unanswered_daily_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_unique_users" ADD CONSTRAINT "report_unique_users_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_user_periods" ADD CONSTRAINT "report_user_periods_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bot_users_customer_id_first_seen_index" ON "bot_users" USING btree ("customer_id","first_seen");--> statement-breakpoint
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
-- Counts a user once per period in each filter (country and role, country, role, none) it
-- was not counted in yet.
CREATE FUNCTION report_count_user(cid integer, u integer, p date, uid integer, c integer, r smallint)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE had_country boolean; had_role boolean; had_any boolean;
BEGIN
  INSERT INTO report_user_periods (customer_id, unit, period, bot_user_id, country_id, role_id)
    VALUES (cid, u, p, uid, c, r) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN RETURN; END IF;
  SELECT coalesce(bool_or(country_id = c), false), coalesce(bool_or(role_id = r), false), count(*) > 0
    INTO had_country, had_role, had_any
    FROM report_user_periods
    WHERE customer_id = cid AND unit = u AND period = p AND bot_user_id = uid
      AND NOT (country_id = c AND role_id = r);
  INSERT INTO report_unique_users AS t (customer_id, unit, period, country_id, role_id, users)
    SELECT cid, u, p, k.country_id, k.role_id, 1
    FROM (VALUES (c, r, true), (c, 0::smallint, NOT had_country), (0, r, NOT had_role), (0, 0::smallint, NOT had_any))
      AS k(country_id, role_id, counts)
    WHERE k.counts
  ON CONFLICT (customer_id, unit, period, country_id, role_id) DO UPDATE SET users = t.users + 1;
END $$;
--> statement-breakpoint
CREATE FUNCTION report_on_utterance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE d date := (NEW.date AT TIME ZONE report_zone(NEW.customer_id))::date;
BEGIN
  INSERT INTO report_daily AS t (customer_id, day, country_id, role_id, channel, category_id, questions, answers)
    VALUES (NEW.customer_id, d, NEW.country_id, NEW.role_id, NEW.channel, coalesce(NEW.category_id, 0), 1,
            CASE WHEN NEW.reason_id IS NULL THEN 1 ELSE 0 END)
  ON CONFLICT (customer_id, day, country_id, role_id, channel, category_id)
    DO UPDATE SET questions = t.questions + 1, answers = t.answers + excluded.answers;
  -- disabled question, inapplicable for the country, not in the subscription
  IF NEW.reason_id IN (1, 5, 8) AND NEW.returned_question_id IS NOT NULL THEN
    INSERT INTO report_unanswered_daily AS t (customer_id, day, question_id, country_id, role_id, count)
      VALUES (NEW.customer_id, d, NEW.returned_question_id, NEW.country_id, NEW.role_id, 1)
    ON CONFLICT (customer_id, day, question_id, country_id, role_id) DO UPDATE SET count = t.count + 1;
  END IF;
  FOR u IN 1..4 LOOP
    PERFORM report_count_user(NEW.customer_id, u, report_period(d, u), NEW.bot_user_id, NEW.country_id, NEW.role_id);
  END LOOP;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER utterances_report AFTER INSERT ON utterances FOR EACH ROW EXECUTE FUNCTION report_on_utterance();
--> statement-breakpoint
-- Recounts a tenant's rollups from its utterances (after a change of its report time zone).
CREATE FUNCTION report_rebuild(cid integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE tz text := report_zone(cid);
BEGIN
  DELETE FROM report_daily WHERE customer_id = cid;
  DELETE FROM report_unanswered_daily WHERE customer_id = cid;
  DELETE FROM report_user_periods WHERE customer_id = cid;
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
  INSERT INTO report_user_periods (customer_id, unit, period, bot_user_id, country_id, role_id)
    SELECT DISTINCT cid, u.unit, report_period(d.day, u.unit), d.bot_user_id, d.country_id, d.role_id
    FROM (SELECT DISTINCT (date AT TIME ZONE tz)::date AS day, bot_user_id, country_id, role_id
          FROM utterances WHERE customer_id = cid) AS d
    CROSS JOIN generate_series(1, 4) AS u(unit);
  INSERT INTO report_unique_users (customer_id, unit, period, country_id, role_id, users)
    SELECT cid, unit, period, coalesce(country_id, 0), coalesce(role_id, 0), count(DISTINCT bot_user_id)
    FROM report_user_periods WHERE customer_id = cid
    GROUP BY GROUPING SETS ((unit, period, country_id, role_id), (unit, period, country_id),
                            (unit, period, role_id), (unit, period));
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
