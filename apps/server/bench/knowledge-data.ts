/**
 * A large customer's knowledge base, generated inside the database: one tenant with fifty countries,
 * questions in categories with tags and training utterances, each answered globally and in every
 * country, placeholders valued the same way, and every value with three versions (one past and
 * superseded, one in force, one scheduled). Loaded the way a bulk import would be (foreign-key
 * checks and statement triggers off).
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

/** every country of the reference list: Global and 49 others */
export const KNOWLEDGE_COUNTRIES = 50;
const CATEGORIES = 25;
const TAGS = 40;
const UTTERANCES_PER_QUESTION = 5;

const TOPICS = [
  'How many vacation days do I have left',
  'When is payday',
  'Can I work from home on Fridays',
  'My laptop does not start',
  'How do I reset my password',
  'Parental leave for fathers',
  'Where do I submit travel expenses',
  'Who is my HR business partner',
  'How do I change my bank account',
  'What is the notice period',
];

const textArray = (texts: string[]) => `{${texts.map((t) => `"${t}"`).join(',')}}`;

/** The three versions of every value of `kind` (items from `items`): past, in force, scheduled. */
function versionsOf(customerId: number, kind: 'answer' | 'placeholder', items: ReturnType<typeof sql>) {
  return sql`
    insert into value_versions (customer_id, kind, item_id, country_id, text, active, valid_from, created_at,
                                created_by_name, superseded_at)
    select ${customerId}, ${kind}, i.id, c.country_id,
           i.label || ' in country ' || c.country_id || case v.n when 1 then ' (old)' when 3 then ' (next year)' else '' end
             || i.suffix,
           true,
           now() + (case v.n when 1 then interval '-60 days' when 2 then interval '-30 days' else interval '30 days' end),
           now() + (case v.n when 3 then interval '-1 day' else interval '-30 days' * (3 - v.n) end),
           'Bench Admin',
           case when v.n = 1 then now() - interval '30 days' end
    from (${items}) as i
    cross join (select country_id from customer_countries where customer_id = ${customerId}) as c
    cross join generate_series(1, 3) as v(n)`;
}

/** One tenant (`KNOWLEDGE_COUNTRIES` countries, Global first) with the knowledge base; returns its id. */
export async function generateKnowledgeTenant(
  db: TDb,
  opts: { questions: number; placeholders: number },
): Promise<number> {
  return db.transaction(async (tx) => {
    const run = (query: ReturnType<typeof sql>) => tx.execute(query);
    await run(sql`set local session_replication_role = replica`);
    const [{ id }] = rowsOf<{ id: number }>(
      await run(sql`insert into customers (name) values ('Knowledge bench tenant') returning id`),
    ) as [{ id: number }];
    await run(sql`
      insert into customer_countries (customer_id, country_id)
      select ${id}, id from countries order by id limit ${KNOWLEDGE_COUNTRIES}`);
    await run(sql`
      insert into categories (customer_id, name) select ${id}, 'Category ' || g from generate_series(1, ${CATEGORIES}) g`);
    await run(
      sql`insert into tags (customer_id, name) select ${id}, 'tag-' || g from generate_series(1, ${TAGS}) g`,
    );
    await run(sql`
      insert into questions (customer_id, text, description, info, category_id, manager_only)
      select ${id}, (${textArray(TOPICS)}::text[])[1 + g % ${TOPICS.length}] || ' (case ' || g || ')?',
             'What employees ask about case ' || g, '',
             (select min(id) from categories where customer_id = ${id}) + g % ${CATEGORIES}, g % 10 = 0
      from generate_series(1, ${opts.questions}) g`);
    await run(sql`
      insert into question_tags (question_id, tag_id)
      select q.id, t.first + (q.id + k) % ${TAGS}
      from questions q, (select min(id) as first from tags where customer_id = ${id}) t, generate_series(0, 1) k
      where q.customer_id = ${id}`);
    await run(sql`
      insert into training_utterances (customer_id, question_id, text)
      select ${id}, q.id, 'ask ' || k || ' about ' || lower(q.text)
      from questions q, generate_series(1, ${UTTERANCES_PER_QUESTION}) k
      where q.customer_id = ${id}`);
    await run(sql`
      insert into placeholders (customer_id, key_word, description)
      select ${id}, 'placeholder' || g, 'Value number ' || g from generate_series(1, ${opts.placeholders}) g`);
    await run(
      versionsOf(
        id,
        'placeholder',
        sql`select id, 'Value of ' || key_word as label, '' as suffix from placeholders where customer_id = ${id}`,
      ),
    );
    await run(
      versionsOf(
        id,
        'answer',
        sql`select q.id, 'The answer to question ' || q.id as label,
                   ': see {{placeholder' || (1 + q.id % ${opts.placeholders}) || '}} and the intranet.' as suffix
            from questions q where q.customer_id = ${id}`,
      ),
    );
    return id;
  });
}
