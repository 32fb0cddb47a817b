import crypto from 'node:crypto';
import type { TDb } from '../../db/client';
import { placeholderTags, placeholders } from '../../db/schema';

const suffix = () => crypto.randomBytes(3).toString('hex');

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
