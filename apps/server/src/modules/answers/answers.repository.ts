import { and, eq, isNull, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { preparedQuery, preparedStatement } from '../../db/prepared-queries';
import { rowsOf } from '../../db/rows';
import { questions } from '../../db/schema';
import { liveVersionsFrom, liveVersionsJson, type TLiveVersion } from '../../db/live-versions';

export interface TQuestionRef {
  id: number;
  text: string;
  categoryId: number | null;
  managerOnly: boolean;
  inSubscription: boolean;
}

const questionRefs = preparedQuery((db) =>
  db
    .select({
      id: questions.id,
      text: questions.text,
      categoryId: questions.categoryId,
      managerOnly: questions.managerOnly,
      inSubscription: questions.inSubscription,
    })
    .from(questions)
    .where(
      and(
        eq(questions.customerId, sql.placeholder('customerId')),
        sql`(${sql.placeholder('ids')}::int[] is null or ${questions.id} = any(${sql.placeholder('ids')}::int[]))`,
        sql`(${sql.placeholder('custom')}::boolean is null or ${questions.custom} = ${sql.placeholder('custom')}::boolean)`,
        isNull(questions.deletedAt),
      ),
    )
    .prepare('question_refs'),
);

/**
 * The tenant's questions among `ids`, or all of them without `ids` (another tenant's ids and deleted
 * questions are simply not found). Prepared: every answer card and status call reads it.
 */
export async function findQuestionRefs(
  db: TDb,
  customerId: number,
  ids?: readonly number[],
  /** only knowledge-base questions (false) or only custom ones (true); both when absent */
  custom?: boolean,
): Promise<TQuestionRef[]> {
  if (ids?.length === 0) return [];
  return questionRefs(db).execute({ customerId, ids: ids ?? null, custom: custom ?? null });
}

const q = questions;
const questionWithVersions = preparedStatement(
  'question_with_live_versions',
  sql`select ${q.id} as "id", ${q.text} as "text", ${q.categoryId} as "categoryId",
      ${q.managerOnly} as "managerOnly", ${q.inSubscription} as "inSubscription",
      ${liveVersionsJson('answer', sql`${q.customerId}`, sql`${q.id}`)} as "versions"
    from ${q}
    where ${q.customerId} = ${sql.placeholder('customerId')}::int and ${q.id} = ${sql.placeholder('id')}::int
      and not ${q.custom} and ${q.deletedAt} is null`,
);

/**
 * A knowledge-base question of the tenant with the live versions of its answer, in one prepared
 * statement: the answer cards read them each time a question is opened.
 */
export async function findQuestionWithVersions(
  db: TDb,
  customerId: number,
  id: number,
): Promise<{ item: TQuestionRef; versions: TLiveVersion[] } | undefined> {
  const result = await questionWithVersions(db).execute({ customerId, id });
  const [row] = rowsOf<TQuestionRef & { versions: unknown }>(result);
  if (!row) return undefined;
  const { versions, ...item } = row;
  return { item, versions: liveVersionsFrom(versions) };
}
