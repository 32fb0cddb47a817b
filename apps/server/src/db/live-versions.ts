import { and, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { valueVersions } from './schema';

/**
 * The version store's live versions as more than one repository reads them: the version store's
 * own statements, and a kind's statement that reads an item with its versions at once.
 */
export type TValueKind = (typeof valueVersions.$inferSelect)['kind'];

/** What a live version is read for: its value, its dates and who saved it. */
export type TLiveVersion = Pick<
  typeof valueVersions.$inferSelect,
  'id' | 'itemId' | 'countryId' | 'text' | 'active' | 'validFrom' | 'createdAt' | 'createdByName'
>;
/** A live version as a statement hands it over, its dates as milliseconds. */
export type TLiveVersionRow = Omit<TLiveVersion, 'validFrom' | 'createdAt'> & {
  validFrom: number;
  createdAt: number;
};

const v = valueVersions;

/** Neither superseded nor removed. */
export const isLive = and(isNull(v.supersededAt), isNull(v.removedAt));

/** A date as milliseconds since 1970: a number either driver hands over without parsing a date text. */
export const epochMs = (column: AnyPgColumn) => sql`floor(extract(epoch from ${column}) * 1000)::float8`;

export const liveVersionOf = (row: TLiveVersionRow): TLiveVersion => ({
  ...row,
  validFrom: new Date(row.validFrom),
  createdAt: new Date(row.createdAt),
});

/**
 * A json array of the live versions of one item (`itemId`, an expression of the caller's query),
 * for a statement that reads the item and its versions at once; `liveVersionsFrom` reads it. One
 * json value is parsed at once, where rows are parsed field by field.
 */
export const liveVersionsJson = (kind: TValueKind, customerId: SQL, itemId: SQL) => sql`(
  select coalesce(json_agg(json_build_object('id', ${v.id}, 'itemId', ${v.itemId},
      'countryId', ${v.countryId}, 'text', ${v.text}, 'active', ${v.active},
      'validFrom', ${epochMs(v.validFrom)}, 'createdAt', ${epochMs(v.createdAt)},
      'createdByName', ${v.createdByName})), '[]'::json)
  from ${v}
  where ${v.customerId} = ${customerId} and ${v.kind} = ${kind} and ${v.itemId} = ${itemId} and ${isLive})`;

export const liveVersionsFrom = (json: unknown): TLiveVersion[] =>
  (json as TLiveVersionRow[]).map(liveVersionOf);
