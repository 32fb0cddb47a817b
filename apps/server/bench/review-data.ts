/**
 * Synthetic logged utterances for the review bench, generated inside the database: one tenant with
 * six countries and two hundred questions, one bot user per fifty messages, and messages spread over
 * the last year with the ratings, review states and reasons a live bot collects. Loaded the way a
 * bulk import would be (foreign-key and rollup triggers off), so it recounts the review rollups
 * from the rows afterwards, as the migration that added them does for existing rows.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

const one = async <T>(db: TDb, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

const TOPICS = [
  'how many vacation days do I have left',
  'when is payday',
  'can I work from home on fridays',
  'my laptop does not start',
  'how do I reset my password',
  'parental leave for fathers',
  'where do I submit travel expenses',
  'who is my HR business partner',
];

/** One tenant with `total` utterances; returns its id. */
export async function generateReviewTenant(db: TDb, total: number): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    const { id } = await one<{ id: number }>(
      tx as unknown as TDb,
      sql`insert into customers (name) values ('Review bench tenant') returning id`,
    );
    await tx.execute(sql`
      insert into customer_countries (customer_id, country_id) select ${id}, c from generate_series(1, 6) c`);
    await tx.execute(sql`
      insert into features (customer_id, name, active) values (${id}, 'ReviewFeedback', true)`);
    await tx.execute(sql`
      insert into questions (customer_id, text, description)
      select ${id}, (${`{${TOPICS.map((t) => `"${t}"`).join(',')}}`}::text[])[1 + g % 8] || ' (variant ' || g || ')', ''
      from generate_series(0, 199) g`);
    const firstQuestion = Number(
      (
        await one<{ id: number }>(
          tx as unknown as TDb,
          sql`select min(id) as id from questions where customer_id = ${id}`,
        )
      ).id,
    );
    const users = Math.max(10, Math.round(total / 50));
    await tx.execute(sql`
      insert into bot_users (customer_id, channel, channel_user_id, country_id, role_id, first_seen, last_seen)
      select ${id}, 'directline', 'u' || g, 1 + g % 6, case when g % 5 = 0 then 1 else 2 end,
             now() - interval '365 days', now()
      from generate_series(0, ${users - 1}) g`);
    const firstUser = Number(
      (
        await one<{ id: number }>(
          tx as unknown as TDb,
          sql`select min(id) as id from bot_users where customer_id = ${id}`,
        )
      ).id,
    );
    // most messages answered and unrated, about a fifth rated, most never reviewed: as in production
    await tx.execute(sql`
      insert into utterances (customer_id, date, bot_user_id, channel, conversation_id, country_id, role_id, text,
                              predicted_question_id, confidence, reason_id, returned_question_id, answer_text,
                              in_subscription, rating, review_state_id, observations, is_test)
      select ${id}, s.date, ${firstUser} + s.u, 'directline', 'conversation-' || s.u, 1 + s.u % 6,
             case when s.u % 5 = 0 then 1 else 2 end,
             (${`{${TOPICS.map((t) => `"${t}"`).join(',')}}`}::text[])[1 + s.q % 8] || ' ' || s.g,
             case when s.r is distinct from 0 then ${firstQuestion} + s.q end,
             case when s.r is distinct from 0 then round(random()::numeric, 3) end, s.r,
             case when s.r is null or s.r in (1, 5, 8) then ${firstQuestion} + s.q end,
             'An answer of the knowledge base', true,
             (array[null, null, null, null, null, null, null, null, 1, -1]::smallint[])[1 + floor(random() * 10)::int],
             (array[1, 1, 1, 1, 1, 1, 2, 3, 3, 4]::smallint[])[1 + floor(random() * 10)::int],
             case when s.g % 20 = 0 then 'checked by HR' else '' end, s.g % 100 = 0
      from (
        select g, now() - random() * interval '365 days' as date, floor(random() * ${users})::int as u,
               floor(random() * 200)::int as q,
               (array[null, null, null, null, null, null, null, 0, 1, 2, 5, 7, 8]::smallint[])[1 + floor(random() * 13)::int] as r
        from generate_series(1, ${total}) g
      ) as s
      order by s.date`);
    await tx.execute(sql`select review_rebuild(${id})`);
    return id;
  });
}
