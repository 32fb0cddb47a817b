import type { TDb } from '../../db/client';
import { valueVersions } from '../../db/schema';

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

/** A stored version written directly, for states the API cannot produce (a past validFrom). */
export async function createVersion(
  db: TDb,
  customerId: number,
  values: {
    kind: 'answer' | 'placeholder' | 'botReaction';
    itemId: number;
    countryId: number;
    text: string;
    active?: boolean;
    validFrom?: Date;
  },
) {
  const [row] = await db
    .insert(valueVersions)
    .values({ customerId, active: true, validFrom: new Date(), createdByName: 'Seed', ...values })
    .returning();
  return row!;
}

/** Live versions of one kind, stored in the order given, each current since now. */
export async function createVersions(
  db: TDb,
  customerId: number,
  kind: 'answer' | 'placeholder' | 'botReaction',
  rows: { itemId: number; countryId: number; text: string }[],
) {
  const created = [];
  for (const row of rows) created.push(await createVersion(db, customerId, { kind, ...row }));
  return created;
}
