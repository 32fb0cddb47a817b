import type { TDb } from '../db/client';
import { questionTags, questions, trainingUtterances, valueVersions } from '../db/schema';
import type { TTestApp } from './app';
import { addMember, createUser } from './factories';

export async function createQuestion(
  db: TDb,
  customerId: number,
  opts: {
    text?: string;
    description?: string;
    categoryId?: number | null;
    tagIds?: number[];
    utterances?: string[];
    managerOnly?: boolean;
  } = {},
) {
  const [row] = await db
    .insert(questions)
    .values({
      customerId,
      text: opts.text ?? 'How many vacation days do I have?',
      description: opts.description ?? '',
      categoryId: opts.categoryId ?? null,
      managerOnly: opts.managerOnly ?? false,
    })
    .returning();
  if (opts.tagIds?.length)
    await db.insert(questionTags).values(opts.tagIds.map((tagId) => ({ questionId: row!.id, tagId })));
  if (opts.utterances?.length)
    await db
      .insert(trainingUtterances)
      .values(opts.utterances.map((text) => ({ customerId, questionId: row!.id, text })));
  return row!;
}

/** One live answer version; `daysFromNow` below zero makes it current, above zero scheduled. */
export async function createAnswerVersion(
  db: TDb,
  customerId: number,
  questionId: number,
  countryId: number,
  opts: { text?: string; active?: boolean; daysFromNow?: number } = {},
) {
  const [row] = await db
    .insert(valueVersions)
    .values({
      customerId,
      kind: 'answer',
      itemId: questionId,
      countryId,
      text: opts.text ?? 'An answer.',
      active: opts.active ?? true,
      validFrom: new Date(Date.now() + (opts.daysFromNow ?? -7) * 86_400_000),
    })
    .returning();
  return row!;
}

/** A new member of the tenant with these permissions and scopes, and the headers of its requests. */
export async function memberHeaders(
  t: TTestApp,
  customerId: number,
  permissions: string[],
  scope: { countries?: number[]; categories?: number[] } = {},
) {
  const user = await createUser(t.db);
  await addMember(t.db, customerId, user.id, permissions, scope);
  return {
    authorization: `Bearer ${await t.signToken(user.identityId!)}`,
    'x-tenant-id': String(customerId),
  };
}
