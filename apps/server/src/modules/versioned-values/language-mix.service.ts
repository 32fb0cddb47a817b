import { placeholderEntries, type TKnowledgeVersion } from '@askhr/shared/bot/bot-knowledge';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { languageMix, type TLanguageMix } from '@askhr/shared/placeholders/language-mix';
import { usesKeyword } from '@askhr/shared/placeholders/placeholder-rendering';
import { effectiveVersion } from '@askhr/shared/versioned-values/versioned-values';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import type { TDb } from '../../db/client';
import { groupBy } from '../../lib/group-by';
import { LANGUAGE_READERS } from '../../lib/language';
import { placeholderVersions } from './placeholder-entries.service';

type TCard = Pick<TValueCard, 'countryId' | 'active' | 'hasGlobal' | 'text'>;

/** The text a country's employees read on a card: its own, or the global one it inherits. */
function readText(card: TCard, global: TCard | undefined): string | null {
  if (card.active || card.countryId === GLOBAL_COUNTRY_ID) return card.active ? card.text : null;
  return card.hasGlobal ? (global?.text ?? null) : null;
}

const globalOf = (cards: readonly TCard[]) => cards.find((card) => card.countryId === GLOBAL_COUNTRY_ID);

/**
 * For each answer card, whether the answer, as its country reads it, mixes the language of its own
 * words with that of the country's placeholder values (an English template filled with Spanish
 * values, say).
 */
export async function answerLanguageMixes(
  db: TDb,
  customerId: number,
  cards: readonly TCard[],
  now = new Date(),
): Promise<(TLanguageMix | null)[]> {
  const global = globalOf(cards);
  const countryIds = [...new Set([GLOBAL_COUNTRY_ID, ...cards.map((card) => card.countryId)])];
  const placeholders = await placeholderVersions(db, customerId, countryIds, now, now);
  return cards.map((card) => {
    const text = readText(card, global);
    const entries = text ? placeholderEntries({ placeholders }, card.countryId, now) : [];
    return text ? languageMix(text, entries, LANGUAGE_READERS) : null;
  });
}

/**
 * For each value card of a placeholder, whether the value is in another language than the answers
 * that use it in the country (their own or the global template): the first such answer's languages.
 * `answers` are the live versions, in every country, of the questions whose answers use it.
 */
export function valueLanguageMixes(
  keyWord: string,
  cards: readonly TCard[],
  answers: readonly TKnowledgeVersion[],
  now = new Date(),
): (TLanguageMix | null)[] {
  const global = globalOf(cards);
  const byQuestion = [...groupBy(answers, (version) => version.itemId).values()];
  return cards.map((card) => {
    const value = readText(card, global);
    const entries = [{ keyWord, value }];
    let mix: TLanguageMix | null = null;
    for (const versions of value ? byQuestion : []) {
      const text = effectiveVersion(card.countryId, versions, now).version?.text;
      mix = text && usesKeyword(text, keyWord) ? languageMix(text, entries, LANGUAGE_READERS) : null;
      if (mix) break;
    }
    return mix;
  });
}
