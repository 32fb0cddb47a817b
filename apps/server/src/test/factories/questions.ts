import crypto from 'node:crypto';
import type { TDb } from '../../db/client';
import { questionTags, questions, tags, trainingUtterances } from '../../db/schema';

const suffix = () => crypto.randomBytes(3).toString('hex');

/** A question of the tenant (a text of its own unless given), with its tags and training utterances. */
export async function createQuestion(
  db: TDb,
  customerId: number,
  opts: {
    text?: string;
    description?: string;
    info?: string;
    categoryId?: number | null;
    tagIds?: number[];
    utterances?: string[];
    managerOnly?: boolean;
    inSubscription?: boolean;
    custom?: boolean;
  } = {},
) {
  const [row] = await db
    .insert(questions)
    .values({
      customerId,
      text: opts.text ?? `Question ${suffix()}?`,
      description: opts.description ?? '',
      info: opts.info ?? '',
      categoryId: opts.categoryId ?? null,
      managerOnly: opts.managerOnly ?? false,
      inSubscription: opts.inSubscription ?? true,
      custom: opts.custom ?? false,
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

export async function createTag(db: TDb, customerId: number, name = `Tag ${suffix()}`) {
  const [row] = await db.insert(tags).values({ customerId, name }).returning();
  return row!;
}
