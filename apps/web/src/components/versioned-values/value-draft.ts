import type { z } from 'zod';
import { zonedLocalToUtc } from '@askhr/shared/time/zoned-time';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { dateTimeFormat, intlLocale } from '../../lib/i18n/intl';

/** What the edit form holds while the user types. */
export interface TValueDraft {
  text: string;
  active: boolean;
  /** wall-clock date-time in the company zone as typed ("22 Nov 2026 09:00"), '' for "now" */
  schedule: string;
  /** the scheduled version being edited, if any */
  versionId: number | null;
}

/** The form as it opens: the current text, or the inherited one for a country without its own. */
export const draftOf = (value: TValueCard, inheritedText = ''): TValueDraft => ({
  text: value.new || !value.text ? inheritedText : value.text,
  active: value.new ? true : value.active,
  schedule: '',
  versionId: null,
});

export const isSameValueDraft = (a: TValueDraft, b: TValueDraft) =>
  a.text === b.text && a.active === b.active && a.schedule === b.schedule && a.versionId === b.versionId;

const pad = (n: number) => String(n).padStart(2, '0');

/** "März" and "mar." alike: lower case, no accents, no dots. */
const bareWord = (word: string) =>
  word
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .toLowerCase();

/**
 * The months by the first three letters of their names, long and short, in every language of the
 * portal: a date typed in English still reads in a Spanish portal. None of the three languages
 * gives one beginning to two months.
 */
const MONTHS_BY_PREFIX: ReadonlyMap<string, number> = (() => {
  const months = new Map<string, number>();
  for (const locale of ['en-GB', 'es-ES', 'de-DE'])
    for (const month of ['long', 'short'] as const) {
      const format = new Intl.DateTimeFormat(locale, { month, timeZone: 'UTC' });
      for (let index = 0; index < 12; index++)
        months.set(bareWord(format.format(Date.UTC(2026, index, 15))).slice(0, 3), index + 1);
    }
  return months;
})();

/**
 * A typed schedule date as wall-clock 'YYYY-MM-DDTHH:mm', or null when it is no date: the portal's
 * own way of writing dates in any of its languages ("22 Nov 2026 09:00", "22 nov 2026, 9:00",
 * "22.11.2026, 09:00", "22. Nov. 2026, 09:00"), day first in figures ("22/11/2026 9:00") or ISO
 * ("2026-11-22T09:00").
 */
export function parseScheduleInput(input: string): string | null {
  const text = input.trim();
  let parts: [number, number, number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})$/.exec(text);
  if (iso) parts = [+iso[1]!, +iso[2]!, +iso[3]!, +iso[4]!, +iso[5]!];
  // day first, as Spain and Germany write dates in figures: 22/11/2026 9:00, 22.11.2026, 09:00
  const figures = /^(\d{1,2})[./](\d{1,2})[./](\d{4}),?\s+(\d{1,2}):(\d{2})$/.exec(text);
  if (figures) parts = [+figures[3]!, +figures[2]!, +figures[1]!, +figures[4]!, +figures[5]!];
  const written = /^(\d{1,2})\.?\s+(\p{L}{3,})\.?\s+(\d{4}),?\s+(\d{1,2}):(\d{2})$/u.exec(text);
  if (written) {
    const month = MONTHS_BY_PREFIX.get(bareWord(written[2]!).slice(0, 3));
    if (month) parts = [+written[3]!, month, +written[1]!, +written[4]!, +written[5]!];
  }
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  return isReal ? `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}` : null;
}

/**
 * Wall-clock 'YYYY-MM-DDTHH:mm' as the schedule input shows it, in the portal's language:
 * "22 Nov 2026 09:00", "22 nov 2026, 9:00", "22.11.2026, 09:00".
 */
export function formatScheduleInput(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const at = Date.UTC(+match[1]!, +match[2]! - 1, +match[3]!, +match[4]!, +match[5]!);
  if (intlLocale() !== 'en-GB')
    return dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' }).format(at);
  const month = dateTimeFormat({ month: 'short', timeZone: 'UTC' }).format(at).slice(0, 3);
  return `${+match[3]!} ${month} ${match[1]} ${match[4]}:${match[5]}`;
}

/** One version as the page saves it: create without id, replace with the id read. */
export interface TVersionToSave {
  id?: number;
  text: string;
  active: boolean;
  validFrom?: string;
}

export type TDraftCheck = { ok: true; version: TVersionToSave } | { ok: false; messages: string[] };

interface TCheckContext {
  textSchema: z.ZodType<string>;
  timeZone: string;
  pastDateMessage: string;
  /** the current version the user started from (0 or less: none yet) */
  baseId: number;
  now?: Date;
}

/** Validates a draft (spec 000 section 5) and builds the version to save. */
export function checkDraft(draft: TValueDraft, context: TCheckContext): TDraftCheck {
  const messages: string[] = [];
  const text = context.textSchema.safeParse(draft.text);
  if (!text.success) messages.push(...text.error.issues.map((issue) => issue.message));
  let validFrom: string | undefined;
  if (draft.schedule) {
    const local = parseScheduleInput(draft.schedule);
    const utc = local ? zonedLocalToUtc(local, context.timeZone) : null;
    if (!utc || new Date(utc).getTime() <= (context.now ?? new Date()).getTime())
      messages.push(context.pastDateMessage);
    else validFrom = utc;
  }
  if (messages.length > 0 || !text.success) return { ok: false, messages };
  // a dated change is a new scheduled version, unless a scheduled one is being edited
  const id = draft.versionId ?? (validFrom ? undefined : context.baseId > 0 ? context.baseId : undefined);
  return { ok: true, version: { id, text: text.data, active: draft.active, validFrom } };
}
