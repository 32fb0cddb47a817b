import { eq } from 'drizzle-orm';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import type { TDb } from '../../db/client';
import {
  categories,
  customerCountries,
  placeholderTags,
  placeholders,
  questionTags,
  questions,
  tags,
  trainingUtterances,
  valueVersions,
} from '../../db/schema';
import type { TDemoTenantKey } from './demo-data';
import { KNOWLEDGE_PLACEHOLDERS, KNOWLEDGE_QUESTIONS } from './knowledge-data';
import { CURRENT, type TSeedQuestion, type TSeedVersion } from './knowledge-types';

const DAY_MS = 86_400_000;
const countryIdOf = new Map(COUNTRIES.map((c) => [c.code, c.id]));

export interface TKnowledgeAuthor {
  id: number;
  name: string;
}

/** Acme gets the whole knowledge base, Globex the questions marked for it. */
export function questionsFor(key: TDemoTenantKey): readonly TSeedQuestion[] {
  return key === 'acme' ? KNOWLEDGE_QUESTIONS : KNOWLEDGE_QUESTIONS.filter((q) => q.globex);
}

/** The demo texts are written for Acme; Globex reads its own name in them. */
const brand = (key: TDemoTenantKey, text: string) =>
  key === 'acme' ? text : text.replace(/Acme/g, 'Globex').replace(/acme/g, 'globex');

/**
 * Seeds the knowledge base of each demo tenant: questions with tags and training utterances,
 * placeholders, and their country versions (current ones from weeks ago, some scheduled). Every
 * table gets one insert per tenant.
 */
export async function seedKnowledgeBase(
  db: TDb,
  tenantIds: ReadonlyMap<TDemoTenantKey, number>,
  author: TKnowledgeAuthor,
) {
  const now = Date.now();
  for (const [key, customerId] of tenantIds) {
    // one after the other: inside the seed's transaction they share one connection
    const categoryRows = await db.select().from(categories).where(eq(categories.customerId, customerId));
    const tagRows = await db.select().from(tags).where(eq(tags.customerId, customerId));
    const countryRows = await db
      .select()
      .from(customerCountries)
      .where(eq(customerCountries.customerId, customerId));
    const categoryId = new Map(categoryRows.map((c) => [c.name, c.id]));
    const tagId = new Map(tagRows.map((t) => [t.name, t.id]));
    const tenantCountries = new Set(countryRows.map((c) => c.countryId));
    const versionsOf = (kind: 'answer' | 'placeholder', itemId: number, versions: readonly TSeedVersion[]) =>
      versions
        .map((v) => ({ ...v, countryId: countryIdOf.get(v.country)! }))
        .filter((v) => tenantCountries.has(v.countryId))
        .map((v) => ({
          customerId,
          kind,
          itemId,
          countryId: v.countryId,
          text: brand(key, v.text),
          active: v.active ?? true,
          validFrom: new Date(now + (v.inDays ?? CURRENT) * DAY_MS),
          createdAt: new Date(now + Math.min(v.inDays ?? CURRENT, 0) * DAY_MS),
          createdBy: author.id,
          createdByName: author.name,
        }));

    const seedQuestions = questionsFor(key);
    const questionRows = await db
      .insert(questions)
      .values(
        seedQuestions.map((q) => ({
          customerId,
          text: q.text,
          description: q.description,
          info: q.info ?? '',
          categoryId: categoryId.get(q.category) ?? null,
          managerOnly: q.managerOnly ?? false,
          inSubscription: q.inSubscription ?? true,
        })),
      )
      .returning({ id: questions.id, text: questions.text });
    const questionId = new Map(questionRows.map((r) => [r.text, r.id]));
    const withIds = seedQuestions.map((q) => ({ ...q, id: questionId.get(q.text)! }));

    const questionTagRows = withIds.flatMap((q) =>
      (q.tags ?? []).map((name) => ({ questionId: q.id, tagId: tagId.get(name)! })),
    );
    if (questionTagRows.length > 0) await db.insert(questionTags).values(questionTagRows);
    await db
      .insert(trainingUtterances)
      .values(withIds.flatMap((q) => q.utterances.map((text) => ({ customerId, questionId: q.id, text }))));

    const placeholderRows = await db
      .insert(placeholders)
      .values(
        KNOWLEDGE_PLACEHOLDERS.map((p) => ({
          customerId,
          keyWord: p.keyWord,
          info: p.info,
          description: p.description,
          categoryId: categoryId.get(p.category) ?? null,
        })),
      )
      .returning({ id: placeholders.id, keyWord: placeholders.keyWord });
    const placeholderId = new Map(placeholderRows.map((r) => [r.keyWord, r.id]));
    const placeholderTagRows = KNOWLEDGE_PLACEHOLDERS.flatMap((p) =>
      (p.tags ?? []).map((name) => ({
        placeholderId: placeholderId.get(p.keyWord)!,
        tagId: tagId.get(name)!,
      })),
    );
    if (placeholderTagRows.length > 0) await db.insert(placeholderTags).values(placeholderTagRows);

    const versions = [
      ...withIds.flatMap((q) => versionsOf('answer', q.id, q.answers)),
      ...KNOWLEDGE_PLACEHOLDERS.flatMap((p) =>
        versionsOf('placeholder', placeholderId.get(p.keyWord)!, p.values),
      ),
    ];
    if (versions.length > 0) await db.insert(valueVersions).values(versions);
  }
}
