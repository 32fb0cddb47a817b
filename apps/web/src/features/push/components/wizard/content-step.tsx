import { Stack, Textarea, TextInput } from '@mantine/core';
import { SURVEY_QUESTION_MAX } from '@askhr/shared/push/push.constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../../../lib/time-zone';
import type { TFieldErrors } from '../../hooks/use-push-wizard';
import type { TPushDraft } from '../../push-draft';
import { firstOf } from './delivery-step';
import { ResponseOptionsField } from './response-options-field';

interface TContentStepProps {
  draft: TPushDraft;
  errors: TFieldErrors;
  onChange(patch: Partial<TPushDraft>): void;
}

/** 'N out of 244 characters used - M remaining.', or the rule's word that some text will be cut off. */
export function questionCounter(t: TFunction, length: number): string {
  return length > SURVEY_QUESTION_MAX
    ? t('RULE_PUSH_QUESTION_TOO_LONG', { count: length })
    : t('PUSH_QUESTION_COUNTER', {
        count: length,
        max: SURVEY_QUESTION_MAX,
        left: SURVEY_QUESTION_MAX - length,
      });
}

/** The message text; for a survey the greeting, question, response options and close date. */
export function ContentStep({ draft, errors, onChange }: TContentStepProps) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  if (draft.type === 'message')
    return (
      <Textarea
        label={t('PUSH_TEXT')}
        autosize
        minRows={5}
        maxRows={14}
        value={draft.text}
        error={firstOf(errors, 'text')}
        onChange={(event) => onChange({ text: event.currentTarget.value })}
        data-autofocus
      />
    );
  const over = draft.question.length > SURVEY_QUESTION_MAX;
  return (
    <Stack gap="md">
      <Textarea
        label={t('SURVEY_GREETING')}
        autosize
        minRows={2}
        value={draft.greetingText}
        error={firstOf(errors, 'greetingText')}
        onChange={(event) => onChange({ greetingText: event.currentTarget.value })}
      />
      <Textarea
        label={t('SURVEY_QUESTION')}
        description={
          <span style={over ? { color: 'var(--mantine-color-red-text)' } : undefined}>
            {questionCounter(t, draft.question.length)}
          </span>
        }
        autosize
        minRows={2}
        value={draft.question}
        error={firstOf(errors, 'queries')}
        onChange={(event) => onChange({ question: event.currentTarget.value })}
        data-autofocus
      />
      <ResponseOptionsField
        options={draft.options}
        error={firstOf(errors, 'responseOptions')}
        onChange={(options) => onChange({ options })}
      />
      <TextInput
        label={t('SURVEY_CLOSE_DATE', { timeZone })}
        description={t(draft.dryRun ? 'SURVEY_CLOSE_DATE_TEST' : 'SURVEY_CLOSE_DATE_HINT')}
        placeholder={t('EDIT_SCHEDULE_PLACEHOLDER')}
        value={draft.dryRun ? '' : draft.closeSchedule}
        disabled={draft.dryRun}
        error={firstOf(errors, 'closeDate')}
        onChange={(event) => onChange({ closeSchedule: event.currentTarget.value })}
        w={{ base: '100%', sm: 300 }}
      />
    </Stack>
  );
}
