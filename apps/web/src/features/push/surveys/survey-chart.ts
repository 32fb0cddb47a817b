import { SURVEY_NOT_ANSWERED } from '@askhr/shared/push/push.constants';
import type { TSurveyTotals } from '@askhr/shared/push/push.schemas';
import { i18n } from '../../../lib/i18n/i18n';

/**
 * Fixed colours of the usual answers (spec 001 section 9), as the portal's languages write them
 * (a survey keeps the options its author typed); other answers take the palette in turn.
 */
const FIXED: Record<string, string> = {
  yes: 'teal.6',
  sí: 'teal.6',
  si: 'teal.6',
  ja: 'teal.6',
  no: 'red.6',
  nein: 'red.6',
  [SURVEY_NOT_ANSWERED.toLowerCase()]: 'gray.4',
};
const PALETTE = ['blue.6', 'violet.6', 'orange.6', 'cyan.6', 'pink.6', 'lime.7'];

export interface TSlice {
  name: string;
  count: number;
  /** rounded share of the employees reached */
  percent: number;
  color: string;
}

/** Rounded count over successfulRecipients, 0 when nobody was reached. */
export const percentOf = (count: number, reached: number) =>
  reached > 0 ? Math.round((count / reached) * 100) : 0;

/** The answers of the first question, then Not Answered: reached minus those who answered. */
export function slicesOf(totals: TSurveyTotals): TSlice[] {
  const query = totals[0];
  if (!query) return [];
  const reached = query.successfulRecipients;
  const answered = query.totals.reduce((sum, total) => sum + total.count, 0);
  const rows = [...query.totals, { id: SURVEY_NOT_ANSWERED, count: Math.max(reached - answered, 0) }];
  let next = 0;
  return rows.map(({ id, count }) => ({
    // the recipients who did not answer are the portal's own slice, named in its language
    name: id === SURVEY_NOT_ANSWERED ? i18n.t('SURVEY_NOT_ANSWERED') : id,
    count,
    percent: percentOf(count, reached),
    color: FIXED[id.trim().toLowerCase()] ?? PALETTE[next++ % PALETTE.length]!,
  }));
}

/** A label wrapped at 30 characters over at most 2 lines, the rest cut with an ellipsis. */
export function wrapLabel(text: string, width = 30, lines = 2): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.trim().split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= width) line = candidate;
    else {
      if (line) out.push(line);
      line = word.length > width ? word.slice(0, width) : word;
    }
  }
  if (line) out.push(line);
  if (out.length <= lines) return out;
  const kept = out.slice(0, lines);
  const last = kept[lines - 1]!;
  kept[lines - 1] = `${last.slice(0, width - 1)}…`;
  return kept;
}
