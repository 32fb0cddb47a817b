import type { TValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { liveAt } from '@askhr/shared/versioned-values/versioned-values';
import type { TDb } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import {
  findHistory,
  findKeywordsUsed,
  findLiveVersions,
  findPlaceholderKeywords,
  findTenantVersions,
  findVersion,
  findVersionsSavedBy,
  insertVersion,
  removeLiveVersions,
  supersedeLiveVersion,
  type TValueKind,
  type TLiveVersion,
  type TVersionRow,
} from './versioned-values.repository';
import { toHistoryEntry } from './value-cards';
import { STALE_MESSAGES } from '@askhr/shared/errors/stale-messages';

/**
 * One service for every country-versioned value (DESIGN section 4): answers, placeholder values
 * and, later, bot reaction texts. Callers check that the item exists and that the user may write.
 */

export interface TAuthor {
  userId: number;
  name: string;
}

export interface TVersionSave {
  id?: number | undefined;
  itemId: number;
  countryId: number;
  text: string;
  active: boolean;
  validFrom?: string | undefined;
  /** a create that may replace the version in force (restoring from history); otherwise 409 */
  replacesInForce?: boolean;
}

/** Clock skew between the browser and the server that a "now" schedule may have. */
const PAST_TOLERANCE_MS = 60_000;

export const PAST_SCHEDULE_MESSAGE =
  "The schedule dates can't be set to the past. Remember that the date is in the company set timezone and may differ from yours.";
export const STALE_MESSAGE = STALE_MESSAGES.answer;
export const VERSION_GONE_MESSAGE =
  'This version was already changed or removed by someone else. The list now shows what is current.';
export const CREATED_MEANWHILE_MESSAGE =
  'Someone else gave this country its own value since you opened it. Reload it to see their change, then apply yours again.';

function validFromOf(item: TVersionSave, old: TVersionRow | undefined, now: Date, index: number): Date {
  if (!item.validFrom) return old && old.validFrom > now ? old.validFrom : now;
  const given = new Date(item.validFrom);
  if (given.getTime() >= now.getTime() - PAST_TOLERANCE_MS) return given;
  // an edit may send back the date it read: the edited text then applies from now on
  if (old && Math.abs(old.validFrom.getTime() - given.getTime()) < 1000) return now;
  throw badRequest(PAST_SCHEDULE_MESSAGE, { [`${index}.validFrom`]: [PAST_SCHEDULE_MESSAGE] });
}

/**
 * Saves every version of the list in one transaction: a missing or non-positive id inserts, a
 * positive id replaces that live version (409 when someone replaced or removed it meanwhile, and
 * then nothing of the list is saved). A version in force from now supersedes the older ones.
 */
export async function saveVersions(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  items: readonly TVersionSave[],
  author: TAuthor,
  now = new Date(),
): Promise<TVersionRow[]> {
  return db.transaction(async (tx) => {
    const saved: TVersionRow[] = [];
    for (const [index, item] of items.entries()) {
      // an edit replaces the version it was made from: gone, moved or replaced meanwhile is a 409
      const isUpdate = item.id !== undefined && item.id > 0;
      const old = isUpdate
        ? await supersedeLiveVersion(tx, customerId, kind, { ...item, id: item.id! }, now)
        : undefined;
      if (isUpdate && !old) throw conflict(STALE_MESSAGE);
      const validFrom = validFromOf(item, old, now, index);
      // a create in force from now was made from a card without an own version: if one appeared
      // meanwhile, somebody else saved first, and theirs must not be overwritten silently
      if (!isUpdate && !item.replacesInForce && validFrom <= now) {
        const live = await findLiveVersions(tx, customerId, kind, [item.itemId], [item.countryId]);
        if (live.some((v) => v.validFrom <= now)) throw conflict(CREATED_MEANWHILE_MESSAGE);
      }
      const version = {
        itemId: item.itemId,
        countryId: item.countryId,
        text: item.text,
        active: item.active,
        validFrom,
        createdAt: now,
        createdBy: author.userId,
        createdByName: author.name,
        replacesId: old?.id ?? null,
      };
      const row = await insertVersion(tx, customerId, kind, version, validFrom <= now ? now : undefined);
      saved.push(row);
    }
    return saved;
  });
}

/**
 * Removes a country's own value (the country then falls back to the global one), or with
 * `versionId` a single live version of it. Removing a version that is gone already is a 409.
 */
export async function removeCountryValue(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemId: number,
  countryId: number,
  versionId?: number,
  now = new Date(),
): Promise<number> {
  const removed = await removeLiveVersions(db, customerId, kind, itemId, countryId, now, versionId);
  if (versionId !== undefined && removed === 0) throw conflict(VERSION_GONE_MESSAGE);
  return removed;
}

export async function valueHistory(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemId: number,
  countryId?: number,
): Promise<TValueHistoryEntry[]> {
  return (await findHistory(db, customerId, kind, itemId, countryId)).map(toHistoryEntry);
}

/** A version of the history, 404 when it is not one of this tenant's versions of this kind. */
export async function historyVersion(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  versionId: number,
): Promise<TVersionRow> {
  const row = await findVersion(db, customerId, kind, versionId);
  if (!row) throw notFound('This version does not exist.');
  return row;
}

/** Saves the text of a version of the history again, in force from now. */
export async function restoreVersion(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  version: TVersionRow,
  author: TAuthor,
  now = new Date(),
): Promise<TVersionRow> {
  const [row] = await saveVersions(
    db,
    customerId,
    kind,
    [
      {
        itemId: version.itemId,
        countryId: version.countryId,
        text: version.text,
        active: version.active,
        replacesInForce: true,
      },
    ],
    author,
    now,
  );
  return row!;
}

/**
 * The versions of the items and countries as they stood at `date`: the live ones for now or a
 * future date, and for a past date those saved by then and not yet replaced or removed.
 */
export async function versionsAt(
  db: TDb,
  customerId: number,
  kind: TValueKind,
  itemIds: readonly number[],
  countryIds: readonly number[],
  date: Date,
  now = new Date(),
): Promise<TLiveVersion[]> {
  if (date >= now) return findLiveVersions(db, customerId, kind, itemIds, countryIds);
  return liveAt(await findVersionsSavedBy(db, customerId, kind, itemIds, countryIds, date), date, now);
}

/** The live versions (neither superseded nor removed) of the items, optionally of some countries. */
export const liveVersions = (...args: Parameters<typeof findLiveVersions>) => findLiveVersions(...args);

/** The `{{keyword}}`s each item's live values of a kind use. */
export const keywordsUsed = (...args: Parameters<typeof findKeywordsUsed>) => findKeywordsUsed(...args);

/**
 * Inserts a version as it is, without the checks of `saveVersion`: for a module that writes the value
 * of its own item in its own transaction.
 */
export const addVersion = (...args: Parameters<typeof insertVersion>) => insertVersion(...args);

export type { TValueKind, TVersionRow };

/** Every kind's live versions of the tenant, or with `savedBy` every one saved by then: the bot's knowledge. */
export const tenantVersions = (...args: Parameters<typeof findTenantVersions>) => findTenantVersions(...args);

/** The keyword of every placeholder of the tenant, which `{{keyword}}` in the other values names. */
export const placeholderKeywords = (db: TDb, customerId: number) => findPlaceholderKeywords(db, customerId);
