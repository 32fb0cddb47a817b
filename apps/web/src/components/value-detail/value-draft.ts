import type { z } from 'zod';
import { zonedLocalToUtc } from '@askhr/shared/time/zoned-time';
import type { TCountryValue } from './country-value';

/** What the edit form holds while the user types. */
export interface TValueDraft {
  text: string;
  active: boolean;
  /** wall-clock date-time in the company zone, '' for "now" */
  schedule: string;
  /** the scheduled version being edited, if any */
  versionId: number | null;
}

/** The form as it opens: the current text, or the inherited one for a country without its own. */
export const draftOf = (value: TCountryValue, inheritedText = ''): TValueDraft => ({
  text: value.new || !value.text ? inheritedText : value.text,
  active: value.new ? true : value.active,
  schedule: '',
  versionId: null,
});

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
    const utc = zonedLocalToUtc(draft.schedule, context.timeZone);
    if (!utc || new Date(utc).getTime() <= (context.now ?? new Date()).getTime())
      messages.push(context.pastDateMessage);
    else validFrom = utc;
  }
  if (messages.length > 0 || !text.success) return { ok: false, messages };
  // a dated change is a new scheduled version, unless a scheduled one is being edited
  const id = draft.versionId ?? (validFrom ? undefined : context.baseId > 0 ? context.baseId : undefined);
  return { ok: true, version: { id, text: text.data, active: draft.active, validFrom } };
}
