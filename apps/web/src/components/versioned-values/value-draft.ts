import type { z } from 'zod';
import { zonedLocalToUtc } from '@askhr/shared/time/zoned-time';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';

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

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A typed schedule date as wall-clock 'YYYY-MM-DDTHH:mm', or null when it is no date: the portal's
 * own way of writing dates ("22 Nov 2026 09:00", "22 November 2026, 9:00") or ISO ("2026-11-22T09:00").
 */
export function parseScheduleInput(input: string): string | null {
  const text = input.trim();
  let parts: [number, number, number, number, number] | null = null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{1,2}):(\d{2})$/.exec(text);
  if (iso) parts = [+iso[1]!, +iso[2]!, +iso[3]!, +iso[4]!, +iso[5]!];
  const written = /^(\d{1,2})\s+([A-Za-z]{3,})\.?\s+(\d{4}),?\s+(\d{1,2}):(\d{2})$/.exec(text);
  if (written) {
    const month = MONTHS.indexOf(written[2]!.slice(0, 3).toLowerCase()) + 1;
    if (month > 0) parts = [+written[3]!, month, +written[1]!, +written[4]!, +written[5]!];
  }
  if (!parts) return null;
  const [year, month, day, hour, minute] = parts;
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const isReal = date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60;
  return isReal ? `${year}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}` : null;
}

/** Wall-clock 'YYYY-MM-DDTHH:mm' as the schedule input shows it: "22 Nov 2026 09:00". */
export function formatScheduleInput(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return local;
  const month = MONTHS[+match[2]! - 1] ?? '';
  return `${+match[3]!} ${month.charAt(0).toUpperCase()}${month.slice(1)} ${match[1]} ${match[4]}:${match[5]}`;
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
