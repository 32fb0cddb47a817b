/**
 * A year of expired messages for the retention bench, generated inside the database: `total`
 * utterances of an existing tenant, dated from 730 to 366 days ago (all past the default retention
 * of 365 days), from one bench employee per fifty messages, rated and reviewed as a live bot's are.
 * Loaded the way a bulk import would be (foreign-key and rollup triggers off), so the report and
 * review rollups are recounted from the rows afterwards. No Direct Line activities: a conversation
 * is swept a day after it was last touched, so a year of them never exists.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

const TEXTS = [
  'how many vacation days do I have left',
  'when is payday',
  'can I work from home on fridays',
  'my laptop does not start',
  'how do I reset my password',
  'parental leave for fathers',
  'where do I submit travel expenses',
  'who is my HR business partner',
];

const textArray = `{${TEXTS.map((t) => `"${t}"`).join(',')}}`;

export async function generateExpiredMessages(db: TDb, customerId: number, total: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const [tenant] = rowsOf<{ countries: number[]; questions: number[] }>(
      await tx.execute(sql`
        select array(select country_id from customer_countries where customer_id = ${customerId} order by 1) as countries,
               array(select id from questions where customer_id = ${customerId} order by 1) as questions`),
    );
    if (!tenant?.countries.length || !tenant.questions.length)
      throw new Error(`retention bench: tenant ${customerId} has no countries or no questions`);
    const countries = `{${tenant.countries.join(',')}}`;
    const questions = `{${tenant.questions.join(',')}}`;
    const users = Math.max(10, Math.round(total / 50));
    const [first] = rowsOf<{ id: number }>(
      await tx.execute(sql`
        with inserted as (
          insert into bot_users (customer_id, channel, channel_user_id, country_id, role_id, first_seen, last_seen)
          select ${customerId}, 'directline', 'retention-bench-' || g,
                 (${countries}::int[])[1 + g % ${tenant.countries.length}],
                 case when g % 5 = 0 then 1 else 2 end, now() - interval '730 days', now() - interval '366 days'
          from generate_series(0, ${users - 1}) g
          returning id
        )
        select min(id) as id from inserted`),
    );
    await tx.execute(sql`
      insert into utterances (customer_id, date, bot_user_id, channel, conversation_id, country_id, role_id, text,
                              predicted_question_id, confidence, reason_id, returned_question_id, answer_text,
                              in_subscription, rating, review_state_id, observations)
      select ${customerId}, s.date, ${first!.id} + s.u, 'directline', 'retention-bench-' || s.u,
             (${countries}::int[])[1 + s.u % ${tenant.countries.length}], case when s.u % 5 = 0 then 1 else 2 end,
             (${textArray}::text[])[1 + s.g % 8] || ' ' || s.g,
             case when s.r is distinct from 0 then s.q end,
             case when s.r is distinct from 0 then round(random()::numeric, 3) end, s.r,
             case when s.r is null or s.r in (1, 5, 8) then s.q end,
             'An answer of the knowledge base', true,
             (array[null, null, null, null, null, null, null, null, 1, -1]::smallint[])[1 + floor(random() * 10)::int],
             (array[1, 1, 1, 1, 1, 1, 2, 3, 3, 4]::smallint[])[1 + floor(random() * 10)::int],
             case when s.g % 20 = 0 then 'checked by HR' else '' end
      from (
        select g, now() - interval '366 days' - random() * interval '364 days' as date,
               floor(random() * ${users})::int as u,
               (${questions}::int[])[1 + floor(random() * ${tenant.questions.length})::int] as q,
               (array[null, null, null, null, null, null, null, 0, 1, 2, 5, 7, 8]::smallint[])[1 + floor(random() * 13)::int] as r
        from generate_series(1, ${total}) g
      ) as s
      order by s.date`);
  });
  await db.execute(sql`select review_rebuild(${customerId})`);
  await db.execute(sql`select report_rebuild(${customerId})`);
}
