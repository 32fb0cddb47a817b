import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { categories, placeholderTags, placeholders, questions, tags, valueVersions } from '../../db/schema';

export interface TPlaceholderFilter {
  text?: string | undefined;
  categoryId?: number | undefined;
  tagId?: number | undefined;
  ids?: readonly number[] | undefined;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The tenant's placeholders matching the filter, by keyword, with their category. */
export async function findPlaceholders(db: TDb, customerId: number, filter: TPlaceholderFilter = {}) {
  const pattern = filter.text ? `%${escapeLike(filter.text)}%` : undefined;
  return db
    .select({
      id: placeholders.id,
      keyWord: placeholders.keyWord,
      info: placeholders.info,
      description: placeholders.description,
      categoryId: placeholders.categoryId,
      categoryName: categories.name,
    })
    .from(placeholders)
    .leftJoin(categories, eq(categories.id, placeholders.categoryId))
    .where(
      and(
        eq(placeholders.customerId, customerId),
        filter.ids ? inArray(placeholders.id, filter.ids.length > 0 ? [...filter.ids] : [-1]) : undefined,
        pattern
          ? or(
              ilike(placeholders.keyWord, pattern),
              ilike(placeholders.description, pattern),
              ilike(placeholders.info, pattern),
            )
          : undefined,
        filter.categoryId ? eq(placeholders.categoryId, filter.categoryId) : undefined,
        filter.tagId
          ? inArray(
              placeholders.id,
              db
                .select({ id: placeholderTags.placeholderId })
                .from(placeholderTags)
                .where(eq(placeholderTags.tagId, filter.tagId)),
            )
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${placeholders.keyWord})`), asc(placeholders.id));
}
export type TPlaceholderRow = Awaited<ReturnType<typeof findPlaceholders>>[number];

/** Tags of the given placeholders (which the caller read with the tenant id). */
export async function findPlaceholderTags(db: TDb, customerId: number, placeholderIds: readonly number[]) {
  if (placeholderIds.length === 0) return [];
  return db
    .select({ placeholderId: placeholderTags.placeholderId, tagId: tags.id, tagName: tags.name })
    .from(placeholderTags)
    .innerJoin(tags, eq(tags.id, placeholderTags.tagId))
    .where(and(eq(tags.customerId, customerId), inArray(placeholderTags.placeholderId, [...placeholderIds])));
}

/** Live answer versions of live questions whose text mentions the keyword (a coarse prefilter). */
export async function findAnswersMentioning(
  db: TDb,
  customerId: number,
  keyword: string,
  countryIds?: readonly number[],
) {
  return db
    .select({ questionId: questions.id, questionText: questions.text, text: valueVersions.text })
    .from(valueVersions)
    .innerJoin(
      questions,
      and(
        eq(questions.id, valueVersions.itemId),
        eq(questions.customerId, customerId),
        isNull(questions.deletedAt),
      ),
    )
    .where(
      and(
        eq(valueVersions.customerId, customerId),
        eq(valueVersions.kind, 'answer'),
        isNull(valueVersions.supersededAt),
        isNull(valueVersions.removedAt),
        ilike(valueVersions.text, `%${escapeLike(keyword)}%`),
        countryIds ? inArray(valueVersions.countryId, [...countryIds]) : undefined,
      ),
    );
}
