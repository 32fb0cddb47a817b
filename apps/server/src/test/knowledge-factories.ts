import crypto from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { TDb } from '../db/client';
import { placeholderTags, placeholders, questions, tags, valueVersions } from '../db/schema';
import { authHeaders } from '../modules/access/access-test-kit';
import type { TTestApp } from './app';

const suffix = () => crypto.randomBytes(3).toString('hex');

export async function createQuestion(
  db: TDb,
  customerId: number,
  opts: {
    text?: string;
    categoryId?: number | null;
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
      categoryId: opts.categoryId ?? null,
      managerOnly: opts.managerOnly ?? false,
      inSubscription: opts.inSubscription ?? true,
      custom: opts.custom ?? false,
    })
    .returning();
  return row!;
}

export async function createTag(db: TDb, customerId: number, name = `Tag ${suffix()}`) {
  const [row] = await db.insert(tags).values({ customerId, name }).returning();
  return row!;
}

export async function createPlaceholder(
  db: TDb,
  customerId: number,
  opts: {
    keyWord?: string;
    description?: string;
    info?: string;
    categoryId?: number | null;
    tagIds?: number[];
  } = {},
) {
  const [row] = await db
    .insert(placeholders)
    .values({
      customerId,
      keyWord: opts.keyWord ?? `key${suffix()}`,
      description: opts.description ?? '',
      info: opts.info ?? '',
      categoryId: opts.categoryId ?? null,
    })
    .returning();
  if (opts.tagIds?.length)
    await db.insert(placeholderTags).values(opts.tagIds.map((tagId) => ({ placeholderId: row!.id, tagId })));
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

/** A request as one of the test accounts, with a JSON body when given. */
export async function requestAs(
  t: TTestApp,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  email: string,
  tenant: number,
  payload?: unknown,
) {
  const options: InjectOptions = {
    method,
    url,
    headers: await authHeaders(t, email, tenant),
    ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
  };
  return t.app.inject(options);
}
