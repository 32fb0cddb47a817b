/**
 * Hand-written SQL for the knowledge-base bench: each query returns the data of one portal call
 * (rows as the database gives them, no request path, no presentation), the reference its call is
 * measured against.
 */
import { sql } from 'drizzle-orm';
import type { TDb } from '../src/db/client';
import { rowsOf } from '../src/db/rows';

const GLOBAL = 1;

/** The live versions in force (latest validFrom not after now) of a kind's items, one per country. */
const inForce = (customerId: number, kind: string, items: ReturnType<typeof sql>) => sql`
  select distinct on (item_id, country_id) id, item_id, country_id, text, active, valid_from
  from value_versions
  where customer_id = ${customerId} and kind = ${kind} and item_id in (${items})
    and superseded_at is null and removed_at is null and valid_from <= now()
  order by item_id, country_id, valid_from desc, id desc`;

/** The answers in force of every item in the countries (latest validFrom not after now). */
const inForceIn = (customerId: number, countryIds: number[]) => sql`
  select distinct on (country_id, item_id) item_id, active
  from value_versions
  where customer_id = ${customerId} and kind = 'answer' and country_id in (${sql.join(
    countryIds.map((id) => sql`${id}`),
    sql`, `,
  )})
    and superseded_at is null and removed_at is null and valid_from <= now()
  order by country_id, item_id, valid_from desc, id desc`;

export function questionPageSql(
  db: TDb,
  customerId: number,
  filter: { offset?: number; search?: string; categoryId?: number; missingIn?: number },
) {
  const pattern = filter.search ? `%${filter.search}%` : null;
  return db.execute(sql`
    with page as (
      select q.id, lower(q.text) collate "C" as sort, count(*) over () as total
      from questions q
      where q.customer_id = ${customerId} and q.deleted_at is null and not q.custom
        and (${pattern}::text is null or q.id in (
          select m.id from questions m where m.customer_id = ${customerId} and m.deleted_at is null
            and not m.custom and (m.text || E'\\n' || m.description || E'\\n' || m.info) ilike ${pattern}
          union all
          select tu.question_id from training_utterances tu
          where tu.customer_id = ${customerId} and tu.text ilike ${pattern}))
        and (${filter.categoryId ?? null}::int is null or q.category_id = ${filter.categoryId ?? null})
        and (${filter.missingIn ?? null}::int is null or q.id not in (
          select v.item_id from (${inForceIn(customerId, [GLOBAL, filter.missingIn ?? GLOBAL])}) v
          where v.active))
      order by sort, q.id
      offset ${filter.offset ?? 0} limit 15)
    select q.id, q.text, q.description, q.info, q.manager_only, q.in_subscription, q.version,
           c.id as category_id, c.name as category_name, page.total,
           (select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name), '[]')
            from question_tags qt join tags t on t.id = qt.tag_id where qt.question_id = q.id) as tags
    from page join questions q on q.id = page.id left join categories c on c.id = q.category_id
    order by page.sort, q.id`);
}

/** Per question of the list and tenant country: enabled (own or global active version in force). */
export function answerStatusSql(db: TDb, customerId: number, questionIds: number[]) {
  const list = sql.join(
    questionIds.map((id) => sql`${id}`),
    sql`, `,
  );
  return db.execute(sql`
    with v as (${inForce(customerId, 'answer', list)})
    select q.id, q.in_subscription,
           array_agg(cc.country_id order by cc.country_id)
             filter (where q.in_subscription and (own.active or g.active)) as enabled,
           array_agg(cc.country_id order by cc.country_id)
             filter (where not (q.in_subscription and (own.active or g.active)) or own.active is null and g.active is null) as disabled
    from questions q
    join customer_countries cc on cc.customer_id = q.customer_id
    left join v own on own.item_id = q.id and own.country_id = cc.country_id
    left join v g on g.item_id = q.id and g.country_id = ${GLOBAL}
    where q.customer_id = ${customerId} and q.id in (${list}) and q.deleted_at is null
    group by q.id`);
}

/** The question and, per tenant country, its live versions. */
export function answerCardsSql(db: TDb, customerId: number, questionId: number) {
  return db.execute(sql`
    select q.category_id, cc.country_id, c.code, c.name, v.id, v.text, v.active, v.valid_from, v.created_at,
           v.created_by_name
    from questions q
    join customer_countries cc on cc.customer_id = q.customer_id
    join countries c on c.id = cc.country_id
    left join value_versions v on v.customer_id = q.customer_id and v.kind = 'answer' and v.item_id = q.id
      and v.country_id = cc.country_id and v.superseded_at is null and v.removed_at is null
    where q.customer_id = ${customerId} and q.id = ${questionId} and q.deleted_at is null`);
}

/** Every placeholder with its value in force in the country, or the global one. */
export function placeholderGlobalsSql(db: TDb, customerId: number, countryId: number) {
  return db.execute(sql`
    with v as (${inForce(customerId, 'placeholder', sql`select id from placeholders where customer_id = ${customerId}`)})
    select p.key_word, coalesce(own.text, g.text) as value
    from placeholders p
    left join v own on own.item_id = p.id and own.country_id = ${countryId} and own.active
    left join v g on g.item_id = p.id and g.country_id = ${GLOBAL} and g.active
    where p.customer_id = ${customerId}
    order by lower(p.key_word), p.id`);
}

/** Questions of the same category or sharing a tag with the question, most shared tags first. */
export function relatedSql(db: TDb, customerId: number, questionId: number) {
  return db.execute(sql`
    select o.id, o.text, (o.category_id = q.category_id)::int + count(ot.tag_id) as score
    from questions q
    join questions o on o.customer_id = q.customer_id and o.id <> q.id and o.deleted_at is null and not o.custom
    left join question_tags qt on qt.question_id = q.id
    left join question_tags ot on ot.question_id = o.id and ot.tag_id = qt.tag_id
    where q.customer_id = ${customerId} and q.id = ${questionId}
    group by o.id, o.text, o.category_id, q.category_id
    having o.category_id = q.category_id or count(ot.tag_id) > 0
    order by score desc, o.id limit 8`);
}

/** Replaces the version in force with a new one: supersede it, insert, supersede older ones. */
export function saveVersionSql(
  db: TDb,
  customerId: number,
  version: { id: number; item_id: number; country_id: number; text: string },
) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      update value_versions set superseded_at = now()
      where id = ${version.id} and customer_id = ${customerId} and superseded_at is null and removed_at is null`);
    const [inserted] = rowsOf<{ id: number }>(
      await tx.execute(sql`
      insert into value_versions (customer_id, kind, item_id, country_id, text, active, valid_from, replaces_id)
      values (${customerId}, 'answer', ${version.item_id}, ${version.country_id}, ${version.text}, true, now(),
              ${version.id})
      returning id`),
    );
    await tx.execute(sql`
      update value_versions set superseded_at = now()
      where customer_id = ${customerId} and kind = 'answer' and item_id = ${version.item_id}
        and country_id = ${version.country_id} and valid_from <= now() and superseded_at is null
        and removed_at is null and id <> ${inserted!.id}`);
    return inserted;
  });
}
