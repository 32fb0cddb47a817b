import { and, eq, isNull, lte } from 'drizzle-orm';
import type { TBotKnowledge, TKnowledgeVersion } from '@askhr/shared/bot/bot-knowledge';
import { liveAt } from '@askhr/shared/versioned-values/versioned-values';
import type { TDb } from '../../db/client';
import {
  botReactionTypes,
  countries,
  customerCountries,
  knowledgeStamps,
  placeholders,
  questions,
  valueVersions,
} from '../../db/schema';

/** Where the tenant's knowledge stands: moved on by every change of it (migration 0008). */
export async function findKnowledgeStamp(db: TDb, customerId: number): Promise<number> {
  const [row] = await db
    .select({ stamp: knowledgeStamps.stamp })
    .from(knowledgeStamps)
    .where(eq(knowledgeStamps.customerId, customerId));
  return row?.stamp ?? 0;
}

/** The versions that are live now, or with `at` in the past, those that were live then. */
async function findVersions(db: TDb, customerId: number, at?: { date: Date; now: Date }) {
  const rows = await db
    .select()
    .from(valueVersions)
    .where(
      and(
        eq(valueVersions.customerId, customerId),
        at
          ? lte(valueVersions.createdAt, at.date)
          : and(isNull(valueVersions.supersededAt), isNull(valueVersions.removedAt)),
      ),
    );
  return at ? liveAt(rows, at.date, at.now) : rows;
}

type TVersionRow = typeof valueVersions.$inferSelect;

/** One kind's versions by item, holding only what deciding and answering read. */
function byItem(rows: readonly TVersionRow[], kind: TVersionRow['kind']) {
  const map = new Map<number, TKnowledgeVersion[]>();
  for (const { kind: rowKind, id, itemId, countryId, text, active, validFrom } of rows) {
    if (rowKind !== kind) continue;
    const version = { id, itemId, countryId, text, active, validFrom };
    const list = map.get(itemId);
    if (list) list.push(version);
    else map.set(itemId, [version]);
  }
  return map;
}

/**
 * Everything the bot needs of a tenant to decide and answer any message, in one go (five queries
 * side by side). With `at` in the past, the values as they stood then (a dated test).
 */
export async function loadKnowledge(
  db: TDb,
  customerId: number,
  at?: { date: Date; now: Date },
): Promise<TBotKnowledge> {
  const [countryRows, questionRows, placeholderRows, versionRows, typeRows] = await Promise.all([
    db
      .select({ id: countries.id, code: countries.code })
      .from(customerCountries)
      .innerJoin(countries, eq(countries.id, customerCountries.countryId))
      .where(eq(customerCountries.customerId, customerId))
      .orderBy(countries.id),
    db
      .select({
        id: questions.id,
        text: questions.text,
        categoryId: questions.categoryId,
        managerOnly: questions.managerOnly,
        inSubscription: questions.inSubscription,
      })
      .from(questions)
      .where(and(eq(questions.customerId, customerId), isNull(questions.deletedAt))),
    db
      .select({ id: placeholders.id, keyWord: placeholders.keyWord })
      .from(placeholders)
      .where(eq(placeholders.customerId, customerId)),
    findVersions(db, customerId, at),
    db.select({ id: botReactionTypes.id, defaultText: botReactionTypes.defaultText }).from(botReactionTypes),
  ]);
  const placeholderValues = byItem(versionRows, 'placeholder');
  return {
    countries: countryRows,
    questions: new Map(questionRows.map((q) => [q.id, q])),
    answers: byItem(versionRows, 'answer'),
    placeholders: placeholderRows.map((p) => ({
      keyWord: p.keyWord,
      versions: placeholderValues.get(p.id) ?? [],
    })),
    reactions: byItem(versionRows, 'botReaction'),
    reactionDefaults: new Map(typeRows.map((t) => [t.id, t.defaultText])),
  };
}
