import { and, asc, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { TDb } from '../../db/client';
import { preparedStatement } from '../../db/prepared-queries';
import { rowsOf } from '../../db/rows';
import { alias } from 'drizzle-orm/pg-core';
import { placeholders, valueVersions } from '../../db/schema';
import {
  epochMs,
  isLive,
  liveVersionOf,
  type TLiveVersion,
  type TLiveVersionRow,
  type TValueKind,
} from '../../db/live-versions';

export type { TLiveVersion, TValueKind };

export type TVersionRow = typeof valueVersions.$inferSelect;

const ofItems = (customerId: number, kind: TValueKind, itemIds: readonly number[]) =>
  and(
    eq(valueVersions.customerId, customerId),
    eq(valueVersions.kind, kind),
    inArray(valueVersions.itemId, itemIds.length > 0 ? [...itemIds] : [-1]),
  );

const v = valueVersions;
/** The columns of a live version (`TLiveVersion`): its cards read a third less than every column. */
const liveColumns = sql`${v.id} as "id", ${v.itemId} as "itemId", ${v.countryId} as "countryId",
  ${v.text} as "text", ${v.active} as "active", ${epochMs(v.validFrom)} as "validFrom",
  ${epochMs(v.createdAt)} as "createdAt", ${v.createdByName} as "createdByName"`;

const at = (name: string) => sql`${sql.placeholder(name)}::timestamptz`;
const int = (name: string) => sql`${sql.placeholder(name)}::int`;
const ints = (name: string) => sql`${sql.placeholder(name)}::int[]`;
const ofCountries = sql`(${ints('countryIds')} is null or ${v.countryId} = any(${ints('countryIds')}))`;

const liveVersions = preparedStatement(
  'live_versions',
  sql`select ${liveColumns}
    from ${v}
    where ${v.customerId} = ${sql.placeholder('customerId')}
      and ${v.kind} = ${sql.placeholder('kind')}
      and ${v.itemId} = any(${ints('itemIds')})
      and ${isLive}
      and ${ofCountries}`,
);

/**
 * Live versions (neither superseded nor removed) of the items, optionally of some countries. One
 * prepared statement, its rows taken as they come (dates as milliseconds): the cards of an item
 * (100 live versions at 50 countries) and the status of a page read it on every call.
 */
export async function findLiveVersions(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemIds: readonly number[],
  countryIds?: readonly number[],
): Promise<TLiveVersion[]> {
  const result = await liveVersions(db).execute({
    customerId,
    kind,
    itemIds,
    countryIds: countryIds ?? null,
  });
  return rowsOf<TLiveVersionRow>(result).map(liveVersionOf);
}

const switchedOff = alias(valueVersions, 'switched_off');
/** The shared `isPaused`: a live switched-off version of the country, saved later, in force no later. */
const isPaused = sql`exists (select 1 from ${v} as "switched_off"
    where ${switchedOff.customerId} = ${v.customerId} and ${switchedOff.kind} = ${v.kind}
      and ${switchedOff.itemId} = ${v.itemId} and ${switchedOff.countryId} = ${v.countryId}
      and ${switchedOff.supersededAt} is null and ${switchedOff.removedAt} is null
      and not ${switchedOff.active} and ${switchedOff.id} > ${v.id}
      and ${switchedOff.validFrom} <= ${v.validFrom})`;

/** Per item and country, the version in force at `at`: the latest live one not after it, not paused. */
const inForce = (
  columns: SQL,
  countries: SQL,
) => sql`select distinct on (${v.itemId}, ${v.countryId}) ${columns}
    from ${v}
    where ${v.customerId} = ${int('customerId')}
      and ${v.kind} = ${sql.placeholder('kind')}::text
      and ${v.itemId} = any(${ints('itemIds')})
      and ${isLive}
      and ${v.validFrom} <= ${at('at')} ${countries}
      and not ${isPaused}
    order by ${v.itemId}, ${v.countryId}, ${v.validFrom} desc, ${v.id} desc`;

const versionsInForce = preparedStatement(
  'versions_in_force',
  inForce(liveColumns, sql`and ${v.countryId} = any(${ints('countryIds')})`),
);

/**
 * The version in force at `at` of each item in each of the countries (the latest live one whose
 * validFrom is not after `at`; among equal dates the later saved): what decides whether a value is
 * enabled. Prepared, with the live versions' columns: every answer that shows placeholders reads
 * those of 200 placeholders in two countries. The countries are always given: a prepared statement
 * may run a plan made for any values, which cannot drop an "or no countries" test to use the index.
 */
export async function findVersionsInForce(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemIds: readonly number[],
  at: Date,
  countryIds: readonly number[],
): Promise<TLiveVersion[]> {
  const result = await versionsInForce(db).execute({
    customerId,
    kind,
    itemIds,
    at: at.toISOString(),
    countryIds,
  });
  return rowsOf<TLiveVersionRow>(result).map(liveVersionOf);
}

/** What a value's status needs of a version: not its text, nor who wrote it when. */
export type TVersionFacts = Pick<TVersionRow, 'id' | 'itemId' | 'countryId' | 'active' | 'validFrom'>;

const versionFactsInForce = preparedStatement(
  'version_facts_in_force',
  inForce(
    sql`${v.id} as "id", ${v.itemId} as "itemId", ${v.countryId} as "countryId", ${v.active} as "active",
      ${epochMs(v.validFrom)} as "validFrom"`,
    sql``,
  ),
);

/** `findVersionsInForce` in every country with only the facts of each version: a status page reads many. */
export async function findVersionFactsInForce(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemIds: readonly number[],
  at: Date,
): Promise<TVersionFacts[]> {
  const result = await versionFactsInForce(db).execute({ customerId, kind, itemIds, at: at.toISOString() });
  return rowsOf<Omit<TVersionFacts, 'validFrom'> & { validFrom: number }>(result).map((row) => ({
    ...row,
    validFrom: new Date(row.validFrom),
  }));
}

/**
 * Every kind's versions of the tenant that are live, or with `savedBy`, every one saved by then
 * (live or not, for a dated test): what the bot's knowledge of a tenant holds.
 */
export async function findTenantVersions(
  db: TDb,
  customerId: number,
  savedBy?: Date,
): Promise<TVersionRow[]> {
  return db
    .select()
    .from(valueVersions)
    .where(
      and(eq(valueVersions.customerId, customerId), savedBy ? lte(valueVersions.createdAt, savedBy) : isLive),
    );
}

/** Every version of the items saved by `savedBy` (for dated previews), live or not. */
export async function findVersionsSavedBy(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemIds: readonly number[],
  countryIds: readonly number[],
  savedBy: Date,
): Promise<TVersionRow[]> {
  return db
    .select()
    .from(valueVersions)
    .where(
      and(
        ofItems(customerId, kind, itemIds),
        inArray(valueVersions.countryId, [...countryIds]),
        lte(valueVersions.createdAt, savedBy),
      ),
    );
}

/** Every version ever saved for the item, newest first. */
export async function findHistory(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemId: number,
  countryId?: number,
): Promise<TVersionRow[]> {
  return db
    .select()
    .from(valueVersions)
    .where(
      and(
        ofItems(customerId, kind, [itemId]),
        countryId === undefined ? undefined : eq(valueVersions.countryId, countryId),
      ),
    )
    .orderBy(desc(valueVersions.createdAt), desc(valueVersions.id));
}

export async function findVersion(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  versionId: number,
): Promise<TVersionRow | undefined> {
  const rows = await db
    .select()
    .from(valueVersions)
    .where(
      and(
        eq(valueVersions.customerId, customerId),
        eq(valueVersions.kind, kind),
        eq(valueVersions.id, versionId),
      ),
    );
  return rows[0];
}

export type TNewVersion = Pick<
  typeof valueVersions.$inferInsert,
  'itemId' | 'countryId' | 'text' | 'active' | 'validFrom' | 'createdBy' | 'createdByName' | 'replacesId'
> & { createdAt: Date };

type TVersionDates = 'validFrom' | 'createdAt' | 'supersededAt' | 'removedAt';
/** A version's row as its statement returns it: dates in milliseconds. */
type TRawVersionRow = Omit<TVersionRow, TVersionDates> & {
  validFrom: number;
  createdAt: number;
  supersededAt: number | null;
  removedAt: number | null;
};

const everyColumn = sql`${liveColumns}, ${v.customerId} as "customerId", ${v.kind} as "kind",
  ${v.createdBy} as "createdBy", ${v.replacesId} as "replacesId",
  ${epochMs(v.supersededAt)} as "supersededAt", ${epochMs(v.removedAt)} as "removedAt"`;

const dateOf = (ms: number | null) => (ms === null ? null : new Date(ms));
const versionRowOf = (result: unknown): TVersionRow | undefined => {
  const [row] = rowsOf<TRawVersionRow>(result);
  return (
    row && {
      ...row,
      validFrom: new Date(row.validFrom),
      createdAt: new Date(row.createdAt),
      supersededAt: dateOf(row.supersededAt),
      removedAt: dateOf(row.removedAt),
    }
  );
};

const ofItem = sql`${v.customerId} = ${int('customerId')} and ${v.kind} = ${sql.placeholder('kind')}::text
  and ${v.itemId} = ${int('itemId')} and ${v.countryId} = ${int('countryId')}`;

// Both statements of every save, prepared: built once, and planned once per PostgreSQL connection.
const insertStatement = preparedStatement(
  'value_version_insert',
  sql`with superseded_past as (
      update ${v} set superseded_at = ${at('supersedePastAt')}
      where ${at('supersedePastAt')} is not null and ${ofItem} and ${v.validFrom} <= ${at('supersedePastAt')}
        and ${isLive}
      returning ${v.id})
    insert into ${v} (customer_id, kind, item_id, country_id, text, active, valid_from, created_at,
      created_by, created_by_name, replaces_id)
    values (${int('customerId')}, ${sql.placeholder('kind')}::text, ${int('itemId')}, ${int('countryId')},
      ${sql.placeholder('text')}::text, ${sql.placeholder('active')}::boolean, ${at('validFrom')},
      ${at('createdAt')}, ${int('createdBy')}, ${sql.placeholder('createdByName')}::text, ${int('replacesId')})
    returning ${everyColumn}`,
);

const supersedeStatement = preparedStatement(
  'value_version_supersede',
  sql`update ${v} set superseded_at = ${at('at')}
    where ${ofItem} and ${v.id} = ${int('id')} and ${isLive}
    returning ${everyColumn}`,
);

/**
 * Inserts a version. With `supersedePastAt`, the same statement marks superseded the live versions of
 * its item and country already in force then: every part of one statement sees the table as it was
 * before the statement, so the new version is not among them.
 */
export async function insertVersion(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  values: TNewVersion,
  supersedePastAt?: Date,
): Promise<TVersionRow> {
  const result = await insertStatement(db).execute({
    customerId,
    kind,
    itemId: values.itemId,
    countryId: values.countryId,
    text: values.text,
    active: values.active ?? true,
    validFrom: values.validFrom.toISOString(),
    createdAt: values.createdAt.toISOString(),
    createdBy: values.createdBy ?? null,
    createdByName: values.createdByName ?? '',
    replacesId: values.replacesId ?? null,
    supersedePastAt: supersedePastAt?.toISOString() ?? null,
  });
  return versionRowOf(result)!;
}

/**
 * Marks one live version of this item and country superseded and returns it. The WHERE re-checks
 * liveness under the row lock, so of two editors replacing the same version only the first gets it.
 */
export async function supersedeLiveVersion(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  where: { id: number; itemId: number; countryId: number },
  at: Date,
): Promise<TVersionRow | undefined> {
  const result = await supersedeStatement(db).execute({
    customerId,
    kind,
    itemId: where.itemId,
    countryId: where.countryId,
    id: where.id,
    at: at.toISOString(),
  });
  return versionRowOf(result);
}

/** Removes a country's value: every live version of it, or only `versionId`. Returns how many. */
export async function removeLiveVersions(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemId: number,
  countryId: number,
  at: Date,
  versionId?: number,
): Promise<number> {
  const rows = await db
    .update(valueVersions)
    .set({ removedAt: at })
    .where(
      and(
        ofItems(customerId, kind, [itemId]),
        eq(valueVersions.countryId, countryId),
        isLive,
        versionId === undefined ? undefined : eq(valueVersions.id, versionId),
      ),
    )
    .returning({ id: valueVersions.id });
  return rows.length;
}

/**
 * The `{{keyword}}`s (lower-cased, as extractKeywords reads them) each item's live values of a kind
 * use, read in the database: a tenant's answers are far too many to send over for that.
 */
export async function findKeywordsUsed(
  db: TDb,
  customerId: number,
  kind: TValueKind,
): Promise<{ itemId: number; keywords: string[] }[]> {
  const keyword = sql`lower((regexp_matches(${valueVersions.text}, '\{\{\s*([A-Za-z0-9]+)\s*\}\}', 'g'))[1])`;
  const used = db
    .select({ itemId: valueVersions.itemId, keyword: keyword.as('keyword') })
    .from(valueVersions)
    .where(
      and(
        eq(valueVersions.customerId, customerId),
        eq(valueVersions.kind, kind),
        isLive,
        sql`${valueVersions.text} like '%{{%'`,
      ),
    )
    .as('used');
  return db
    .select({ itemId: used.itemId, keywords: sql<string[]>`array_agg(distinct ${used.keyword})` })
    .from(used)
    .groupBy(used.itemId);
}

/**
 * The keyword of every placeholder of the tenant, by keyword: values of kind placeholder fill
 * `{{keyword}}` in the other values (answers), so rendering needs the keywords beside them.
 */
export async function findPlaceholderKeywords(
  db: TDb,
  customerId: number,
): Promise<{ id: number; keyWord: string }[]> {
  return db
    .select({ id: placeholders.id, keyWord: placeholders.keyWord })
    .from(placeholders)
    .where(eq(placeholders.customerId, customerId))
    .orderBy(asc(sql`lower(${placeholders.keyWord})`), asc(placeholders.id));
}
