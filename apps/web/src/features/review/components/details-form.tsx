import type { Ref } from 'react';
import { NativeSelect, Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { MODEL_UTTERANCE_MAX } from '@askhr/shared/review/review-actions.schemas';
import type { TDraft } from '../hooks/use-review-edits';
import { reviewLabel } from '../review-labels';
import { IntentPicker } from './intent-picker';
import { ReviewSuggestions } from './review-suggestions';

interface TDetailsFormProps {
  /** what the employee asked: the first proposal of a training utterance */
  utterance: string;
  draft: TDraft;
  onChange(patch: Partial<TDraft>): void;
  utteranceError: string | null;
  utteranceRef: Ref<HTMLTextAreaElement>;
  /** the row whose message the bot's suggestions are for; none without */
  suggestionsFor?: number;
}

/** The reviewer's part of a row: state, observations and what the bot should learn from it. */
export function DetailsForm(props: TDetailsFormProps) {
  const { utterance, draft, onChange, utteranceError, utteranceRef, suggestionsFor } = props;
  const { t } = useTranslation();
  const states = Object.values(REVIEW_STATES).map((id) => ({
    value: String(id),
    label: reviewLabel(t, 'state', id),
  }));
  // an Out of Scope row names no question to train (spec 001 section 5)
  const isOutOfScope = draft.state === REVIEW_STATES.outOfScope;
  const choose = (reviewQuestion: TDraft['reviewQuestion']) =>
    onChange({
      reviewQuestion,
      modelUtterance: reviewQuestion && draft.modelUtterance === '' ? utterance : draft.modelUtterance,
    });

  return (
    <Stack gap="sm">
      <NativeSelect
        label={t('REVIEW_COL_STATE')}
        data={states}
        value={String(draft.state)}
        onChange={(event) => onChange({ state: Number(event.currentTarget.value) })}
      />
      <Textarea
        label={t('REVIEW_COL_OBSERVATIONS')}
        autosize
        minRows={2}
        maxRows={5}
        value={draft.observations}
        onChange={(event) => onChange({ observations: event.currentTarget.value })}
      />
      <IntentPicker
        value={isOutOfScope ? null : draft.reviewQuestion}
        disabled={isOutOfScope}
        onChange={choose}
      />
      {suggestionsFor !== undefined && !isOutOfScope && (
        <ReviewSuggestions
          id={suggestionsFor}
          onPick={({ id, text }) => {
            choose({ id, text });
            // a question picked for a row still pending is a request to train the bot on it
            if (draft.state === REVIEW_STATES.pendingReview)
              onChange({ state: REVIEW_STATES.trainingRequest });
          }}
        />
      )}
      <Textarea
        ref={utteranceRef}
        label={t('REVIEW_MODEL_UTTERANCE')}
        description={t('REVIEW_MODEL_UTTERANCE_COUNT', {
          count: draft.modelUtterance.length,
          max: MODEL_UTTERANCE_MAX,
        })}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={MODEL_UTTERANCE_MAX}
        disabled={isOutOfScope || draft.reviewQuestion === null}
        value={draft.modelUtterance}
        error={utteranceError}
        onChange={(event) => onChange({ modelUtterance: event.currentTarget.value })}
      />
    </Stack>
  );
}
