import type { TBotKnowledge, TKnowledgeVersion } from '@askhr/shared/bot/bot-knowledge';
import { liveAt } from '@askhr/shared/versioned-values/versioned-values';
import type { TDb } from '../../db/client';
import { botReactionTypes } from '../../db/schema';
import { questionRefs } from '../../modules/answers/answers.service';
import { findTenantCountries } from '../../auth/access.repository';
import {
  placeholderKeywords,
  tenantVersions,
  type TValueKind,
  type TVersionRow,
} from '../../modules/versioned-values/versioned-values.service';

/** One kind's versions by item, holding only what deciding and answering read. */
function byItem(rows: readonly TVersionRow[], kind: TValueKind) {
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
    findTenantCountries(db, customerId),
    questionRefs(db, customerId),
    placeholderKeywords(db, customerId),
    tenantVersions(db, customerId, at?.date).then((rows) => (at ? liveAt(rows, at.date, at.now) : rows)),
    db.select({ id: botReactionTypes.id, defaultText: botReactionTypes.defaultText }).from(botReactionTypes),
  ]);
  const placeholderValues = byItem(versionRows, 'placeholder');
  return {
    countries: countryRows.map(({ id, code }) => ({ id, code })),
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
