import { and, asc, count, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import {
  categories,
  questionTags,
  questions,
  tags,
  trainingUtterances,
  valueVersions,
  questionSearchText,
} from '../../db/schema';

export type TQuestionRow = typeof questions.$inferSelect;

/** What narrows the page; every part is optional. */
export interface TQuestionFilter {
  search?: string;
  categoryId?: number;
  tagId?: number;
  /** only these categories (edit mode of a category-scoped user); null = no restriction */
  categoryIds?: number[] | null;
  /** only questions with (true) or without (false) an enabled answer in this country */
  enabledIn?: { countryId: number; enabled: boolean };
}

/** A deleted question stays in the table (its answers' history with it) but no read shows it. */
const isLive = isNull(questions.deletedAt);
/** Custom questions have their own pages: these only list, show and change the knowledge base's. */
const isKnowledgeBase = and(isLive, eq(questions.custom, false));

/** Code-point order of the lower-cased text: the same on every PostgreSQL, whatever its locale. */
const byText = asc(sql`lower(${questions.text}) collate "C"`);

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * An enabled answer in a country: the country's own current version is active, or the global
 * one is (a country whose own version is switched off inherits the global template). Current =
 * the latest live version whose validFrom is past and which is not paused (the shared `isPaused`). The versions in force of the two countries are
 * read once for all the questions, from the index by country (a lookup per question cost 60 ms
 * at 5,000 questions, since the page's total sees them all), and joined to the questions.
 */
export function hasEnabledAnswer(customerId: number, countryId: number): SQL {
  return sql`exists (
    select 1 from (
      select distinct on (v.country_id, v.item_id) v.item_id, v.active from ${valueVersions} v
      where v.customer_id = ${customerId} and v.kind = 'answer'
        and v.country_id in (${GLOBAL_COUNTRY_ID}, ${countryId})
        and v.superseded_at is null and v.removed_at is null and v.valid_from <= now()
        and not exists (select 1 from ${valueVersions} off
          where off.customer_id = v.customer_id and off.kind = v.kind and off.item_id = v.item_id
            and off.country_id = v.country_id and off.superseded_at is null and off.removed_at is null
            and not off.active and off.id > v.id and off.valid_from <= v.valid_from)
      order by v.country_id, v.item_id, v.valid_from desc, v.id desc
    ) as current where current.active and current.item_id = ${questions.id}
  )`;
}

function whereOf(customerId: number, filter: TQuestionFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [eq(questions.customerId, customerId), isKnowledgeBase];
  if (filter.search) {
    const pattern = likePattern(filter.search);
    // One list of matching ids, each source read through its own trigram index (an OR of the
    // fields and the utterances' subquery scanned every utterance: 60 ms at 5,000 questions). The
    // list stays a filter, hashed once: the "pattern is null" test, never true here, keeps PostgreSQL
    // from making it a join, which under the page's LIMIT it planned as a nested loop comparing
    // every question with every match (1.5 s).
    const m = alias(questions, 'm');
    parts.push(
      sql`(${pattern}::text is null or ${questions.id} in (
        select ${m.id} from ${questions} m where ${m.customerId} = ${customerId} and ${m.deletedAt} is null
          and not ${m.custom} and ${questionSearchText(m)} ilike ${pattern}
        union all
        select tu.question_id from ${trainingUtterances} tu
        where tu.customer_id = ${customerId} and tu.text ilike ${pattern}))`,
    );
  }
  if (filter.categoryId) parts.push(eq(questions.categoryId, filter.categoryId));
  if (filter.tagId)
    parts.push(
      sql`exists (select 1 from ${questionTags} qt where qt.question_id = ${questions.id}
        and qt.tag_id = ${filter.tagId})`,
    );
  if (filter.categoryIds)
    parts.push(
      filter.categoryIds.length > 0 ? inArray(questions.categoryId, filter.categoryIds) : sql`false`,
    );
  if (filter.enabledIn) {
    const enabled = hasEnabledAnswer(customerId, filter.enabledIn.countryId);
    parts.push(filter.enabledIn.enabled ? enabled : sql`not ${enabled}`);
  }
  return and(...parts);
}

/** The question's tags, by name, as one JSON array. */
const tagsOf = sql<{ id: number; name: string }[]>`(
  select coalesce(json_agg(json_build_object('id', t.id, 'name', t.name) order by t.name), '[]')
  from ${questionTags} qt join ${tags} t on t.id = qt.tag_id and t.customer_id = ${questions.customerId}
  where qt.question_id = ${questions.id})`;

const withCategoryAndTags = {
  question: questions,
  category: { id: categories.id, name: categories.name },
  tags: tagsOf,
};

/**
 * One page in one query: the ids of the page with the total of every page (the sort and the count
 * see only ids and texts), then those rows with their category and tags.
 */
export async function findQuestionPage(
  db: TDb,
  customerId: number,
  filter: TQuestionFilter,
  page: { offset: number; limit: number },
) {
  const where = whereOf(customerId, filter);
  const ids = db
    .select({ id: questions.id, total: sql<number>`(count(*) over ())::int`.as('total') })
    .from(questions)
    .where(where)
    .orderBy(byText, asc(questions.id))
    .offset(page.offset)
    .limit(page.limit)
    .as('page');
  const rows = await db
    .select({ ...withCategoryAndTags, total: ids.total })
    .from(ids)
    .innerJoin(questions, eq(questions.id, ids.id))
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .orderBy(byText, asc(questions.id));
  if (rows.length > 0 || page.offset === 0) return { rows, total: rows[0]?.total ?? 0 };
  // past the last page: no row to carry the total
  const totals = await db.select({ total: count() }).from(questions).where(where);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findQuestion(db: TDb, customerId: number, id: number) {
  const rows = await db
    .select(withCategoryAndTags)
    .from(questions)
    .leftJoin(categories, eq(categories.id, questions.categoryId))
    .where(and(eq(questions.customerId, customerId), eq(questions.id, id), isKnowledgeBase));
  return rows[0];
}

export async function findTrainingUtterances(db: TDb, customerId: number, questionId: number) {
  const rows = await db
    .select({ text: trainingUtterances.text })
    .from(trainingUtterances)
    .where(and(eq(trainingUtterances.customerId, customerId), eq(trainingUtterances.questionId, questionId)))
    .orderBy(asc(trainingUtterances.id));
  return rows.map((r) => r.text);
}

export async function findIntentOptions(db: TDb, customerId: number, input: string, limit: number) {
  return db
    .select({ id: questions.id, text: questions.text })
    .from(questions)
    .where(and(eq(questions.customerId, customerId), isLive, ilike(questions.text, likePattern(input))))
    .orderBy(
      // questions starting with the input first
      asc(
        sql`case when ${questions.text} ilike ${`${input.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} then 0 else 1 end`,
      ),
      byText,
    )
    .limit(limit);
}

/** The tenant's questions with their tags, what related questions are ranked on. */
export async function findRelatedCandidates(db: TDb, customerId: number) {
  return db
    .select({
      id: questions.id,
      text: questions.text,
      description: questions.description,
      categoryId: questions.categoryId,
      tagIds: sql<number[]>`coalesce((select array_agg(${questionTags.tagId}) from ${questionTags}
        where ${questionTags.questionId} = ${questions.id}), '{}')`,
    })
    .from(questions)
    .where(and(eq(questions.customerId, customerId), isKnowledgeBase));
}

export interface TQuestionValues {
  text: string;
  description: string;
  info: string;
  categoryId: number | null;
  managerOnly: boolean;
}

export async function insertQuestion(db: TDb, customerId: number, values: TQuestionValues) {
  const [row] = await db
    .insert(questions)
    .values({ customerId, ...values })
    .returning({ id: questions.id });
  return row!.id;
}

/**
 * Updates the question only if it is still at `version` (compare-and-set: of two saves made from
 * the same read, the second finds the bumped version and changes nothing). Returns the new version,
 * or undefined when the question changed, or was deleted, meanwhile.
 */
export async function updateQuestion(
  db: TDb,
  customerId: number,
  id: number,
  version: number,
  values: TQuestionValues,
) {
  const [row] = await db
    .update(questions)
    .set({ ...values, version: sql`${questions.version} + 1` })
    .where(
      and(
        eq(questions.customerId, customerId),
        eq(questions.id, id),
        eq(questions.version, version),
        isKnowledgeBase,
      ),
    )
    .returning({ version: questions.version });
  return row?.version;
}

/** Replaces the question's tags and training utterances (the question must be this tenant's). */
export async function replaceQuestionDetails(
  db: TDb,
  customerId: number,
  questionId: number,
  details: { tagIds: number[]; utterances: string[] },
) {
  await db.delete(questionTags).where(eq(questionTags.questionId, questionId));
  if (details.tagIds.length > 0)
    await db.insert(questionTags).values(details.tagIds.map((tagId) => ({ questionId, tagId })));
  const removed = await db
    .delete(trainingUtterances)
    .where(and(eq(trainingUtterances.customerId, customerId), eq(trainingUtterances.questionId, questionId)))
    .returning({ text: trainingUtterances.text, utteranceId: trainingUtterances.utteranceId });
  // an utterance added from Review keeps its link, so that undoing the review still removes it
  const reviewed = new Map(removed.filter((r) => r.utteranceId !== null).map((r) => [r.text, r.utteranceId]));
  if (details.utterances.length > 0)
    await db.insert(trainingUtterances).values(
      details.utterances.map((text) => ({
        customerId,
        questionId,
        text,
        utteranceId: reviewed.get(text) ?? null,
      })),
    );
}

/**
 * Marks the question deleted if it is still at `version`, keeping its answer versions, tags and
 * training utterances so that it can be restored. False when it changed or went meanwhile.
 */
export async function deleteQuestion(
  db: TDb,
  customerId: number,
  id: number,
  version: number,
  userId: number,
) {
  const rows = await db
    .update(questions)
    .set({ deletedAt: sql`now()`, deletedBy: userId })
    .where(
      and(
        eq(questions.customerId, customerId),
        eq(questions.id, id),
        eq(questions.version, version),
        isKnowledgeBase,
      ),
    )
    .returning({ id: questions.id });
  return rows.length > 0;
}
