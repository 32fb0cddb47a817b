import type { TPlaceholderValue } from '@askhr/shared/placeholders/placeholders.schemas';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { usesKeyword } from '@askhr/shared/placeholders/placeholder-rendering';
import { itemStatus } from '@askhr/shared/versioned-values/versioned-values';
import type { TItemStatus } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { valueLanguageMixes } from '../versioned-values/language-mix.service';
import { valueItemsOf, type TItemCard } from '../versioned-values/value-items.service';
import { versionsAt } from '../versioned-values/versioned-values.service';
import { findAnswersMentioning, findPlaceholders, type TPlaceholderRow } from './placeholders.repository';

/** Placeholder values are the versioned values of placeholders; the API calls their text `value`. */
export const placeholderValues = valueItemsOf<TPlaceholderRow>({
  kind: 'placeholder',
  find: (db, customerId, ids) => findPlaceholders(db, customerId, { ids }),
  missing: (id) =>
    id === undefined ? 'This placeholder does not exist.' : `Placeholder ${id} does not exist.`,
});

const toValue = ({ itemId, text, ...card }: TItemCard): TPlaceholderValue => ({
  ...card,
  placeholderId: itemId,
  value: text,
});

export const placeholderOf = placeholderValues.itemOf;

/** One card per tenant country (Global first), or only `country`'s. */
export async function listValues(
  db: TDb,
  tenant: TTenantContext,
  placeholderId: number,
  country?: string,
  now = new Date(),
): Promise<TPlaceholderValue[]> {
  const cards = await placeholderValues.list(db, tenant, placeholderId, country, now);
  // a single country's card needs the global one to tell what the country inherits
  const all =
    country === undefined ? cards : await placeholderValues.list(db, tenant, placeholderId, undefined, now);
  const { keyWord } = await placeholderOf(db, tenant.customerId, placeholderId);
  const mentions = await findAnswersMentioning(db, tenant.customerId, keyWord);
  const questionIds = [
    ...new Set(mentions.filter((row) => usesKeyword(row.text, keyWord)).map((row) => row.questionId)),
  ];
  const countryIds = [...new Set([GLOBAL_COUNTRY_ID, ...all.map((card) => card.countryId)])];
  const answers =
    questionIds.length > 0
      ? await versionsAt(db, tenant.customerId, 'answer', questionIds, countryIds, now, now)
      : [];
  const mixes = valueLanguageMixes(keyWord, all, answers, now);
  const mixOf = new Map(all.map((card, index) => [card.countryId, mixes[index] ?? null]));
  return cards.map((card) => ({ ...toValue(card), languageMix: mixOf.get(card.countryId) ?? null }));
}

/** The value each placeholder has in one country (own or inherited global). */
export async function currentValues(
  db: TDb,
  tenant: TTenantContext,
  ids: number[],
  countryFocus: string,
  now = new Date(),
): Promise<TPlaceholderValue[]> {
  return (await placeholderValues.current(db, tenant, ids, countryFocus, now)).map(toValue);
}

export function valuesStatus(
  db: TDb,
  tenant: TTenantContext,
  ids: number[],
  now = new Date(),
): Promise<TItemStatus[]> {
  return placeholderValues.statuses(
    db,
    tenant,
    ids,
    (placeholder, countryIds, versions) => itemStatus(placeholder.id, countryIds, versions, now),

    now,
  );
}
