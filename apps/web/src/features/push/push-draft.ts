import { parseDate, validatePushSave } from '@askhr/shared/push/push-rules';
import type { TPushType } from '@askhr/shared/push/push.constants';
import type { TPushItem, TPushSave, TRecipientGroup } from '@askhr/shared/push/push.schemas';
import { utcToZonedLocal, zonedLocalToUtc } from '@askhr/shared/time/zoned-time';
import { formatScheduleInput, parseScheduleInput } from '../../components/versioned-values/value-draft';
import { i18n } from '../../lib/i18n/i18n';

export type TGroupPick = Omit<TRecipientGroup, 'members' | 'type'> & { members?: number };

/** What the wizard holds while the user fills it in. */
export interface TPushDraft {
  id: number;
  type: TPushType;
  lastUpdated?: string;
  /** wall-clock date-time in the company zone as typed ("22 Nov 2026 09:00") */
  schedule: string;
  dryRun: boolean;
  frequency: number;
  groups: TGroupPick[];
  csv: { name: string; emails: string[] } | null;
  text: string;
  greetingText: string;
  question: string;
  surveyQueryOptionId: number | null;
  options: string[];
  closeSchedule: string;
}

export const WIZARD_STEPS = ['delivery', 'template', 'content', 'review'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];

/** An existing item skips the template step (spec 001 section 2, Wizard). */
export const stepsOf = (draft: Pick<TPushDraft, 'id'>): TWizardStep[] =>
  draft.id > 0 ? WIZARD_STEPS.filter((step) => step !== 'template') : [...WIZARD_STEPS];

/** Fields of the save, per step, as validatePushSave and the server name them. */
const STEP_FIELDS: Record<TWizardStep, readonly string[]> = {
  delivery: ['date', 'recipients', 'recipientsCsv'],
  template: [],
  content: ['text', 'queries', 'greetingText', 'responseOptions', 'closeDate'],
  review: [],
};

export const stepOfField = (field: string): TWizardStep =>
  (Object.keys(STEP_FIELDS) as TWizardStep[]).find((step) => STEP_FIELDS[step].includes(field)) ?? 'review';

const typed = (iso: string | null | undefined, timeZone: string) =>
  iso ? formatScheduleInput(utcToZonedLocal(iso, timeZone)) : '';

export function emptyDraft(type: TPushType): TPushDraft {
  return {
    id: 0,
    type,
    schedule: '',
    dryRun: false,
    frequency: 0,
    groups: [],
    csv: null,
    text: '',
    greetingText: i18n.t('SURVEY_DEFAULT_GREETING'),
    question: '',
    surveyQueryOptionId: null,
    // the usual answers, in the author's language: they edit them as they like
    options: type === 'survey' ? [i18n.t('SURVEY_DEFAULT_YES'), i18n.t('SURVEY_DEFAULT_NO')] : [],
    closeSchedule: '',
  };
}

/** The wizard's form for an item read from the server. */
export function draftOf(item: TPushItem, timeZone: string): TPushDraft {
  const query = item.queries[0];
  const csvRecipient = item.recipients.find((r) => r.type === 'csv');
  const file = item.files[0];
  return {
    ...emptyDraft(item.type),
    id: item.id,
    lastUpdated: item.lastUpdated,
    schedule: item.dryRun ? '' : typed(item.date, timeZone),
    dryRun: item.dryRun,
    frequency: item.frequency,
    groups: item.recipients
      .filter((r) => r.type === 'group' && r.recipientId && r.channelId)
      .map((r) => ({
        name: r.name,
        channelId: r.channelId!,
        channelTenantId: r.channelTenantId,
        channelTenantName: r.channelTenantName,
        recipientId: r.recipientId!,
      })),
    csv: csvRecipient
      ? {
          name: file?.name ?? csvRecipient.name,
          emails: file?.emails ?? csvRecipient.recipientAddresses.map((a) => a.email ?? ''),
        }
      : null,
    text: item.type === 'message' ? item.text : '',
    greetingText: item.greetingText || i18n.t('SURVEY_DEFAULT_GREETING'),
    question: query?.text ?? '',
    surveyQueryOptionId: query?.surveyQueryOptionId ?? null,
    options: query ? query.responseOptions.map((o) => o.text) : [],
    closeSchedule: typed(item.closeDate, timeZone),
  };
}

const toUtc = (input: string, timeZone: string) => {
  const local = parseScheduleInput(input);
  return local ? zonedLocalToUtc(local, timeZone) : null;
};

/** The save the server takes: groups reshaped, the CSV list as the one file (spec 001 section 7). */
export function saveOf(draft: TPushDraft, timeZone: string): TPushSave {
  const isSurvey = draft.type === 'survey';
  return {
    id: draft.id,
    type: draft.type,
    text: isSurvey ? '' : draft.text,
    date: draft.dryRun ? null : toUtc(draft.schedule, timeZone),
    dryRun: draft.dryRun,
    frequency: draft.frequency,
    recipients: draft.groups.map((group) => ({
      name: group.name,
      type: 'group',
      channelId: group.channelId as TPushSave['recipients'][number]['channelId'],
      channelTenantId: group.channelTenantId,
      channelTenantName: group.channelTenantName,
      recipientId: group.recipientId,
      recipientAddresses: [{ recipientId: group.recipientId, email: null }],
    })),
    files: draft.csv ? [draft.csv] : [],
    greetingText: isSurvey ? draft.greetingText : null,
    queries: isSurvey
      ? [
          {
            text: draft.question,
            surveyQueryOptionId: draft.surveyQueryOptionId,
            responseOptions: draft.options,
          },
        ]
      : [],
    closeDate: isSurvey && !draft.dryRun ? toUtc(draft.closeSchedule, timeZone) : null,
    ...(draft.lastUpdated ? { lastUpdated: draft.lastUpdated } : {}),
  };
}

/** The messages of one step, per field; empty when the user may go on. */
export function checkStep(
  draft: TPushDraft,
  step: TWizardStep,
  timeZone: string,
  now = new Date(),
): Record<string, string[]> {
  const fields = validatePushSave(saveOf(draft, timeZone), now);
  return Object.fromEntries(Object.entries(fields).filter(([field]) => STEP_FIELDS[step].includes(field)));
}

/** When the item goes out, as the review step says it; undefined for a dry run. */
export const sendDateIso = (draft: TPushDraft, timeZone: string) =>
  draft.dryRun ? undefined : parseDate(toUtc(draft.schedule, timeZone))?.toISOString();
