import { useState } from 'react';
import { Badge, CloseButton, Group, MultiSelect, Paper, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { RATINGS, REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewFilterValues } from '../review-query';
import { reviewLabel } from '../review-labels';

/** Spec: filter changes on Review Results apply one second after the last one. */
export const REVIEW_FILTER_DEBOUNCE_MS = 1000;

interface TReviewFiltersProps {
  applied: TReviewFilterValues;
  onApply(filters: TReviewFilterValues): void;
  /** the questions a link filtered on; the card only offers to drop them */
  intents: readonly number[];
  onClearIntents(): void;
}

const asNumbers = (values: string[]) => values.map(Number);
const asStrings = (values: number[]) => values.map(String);

export function ReviewFilters({ applied, onApply, intents, onClearIntents }: TReviewFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const apply = useDebouncedCallback(onApply, REVIEW_FILTER_DEBOUNCE_MS);

  function change(patch: Partial<TReviewFilterValues>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  }

  const states = Object.values(REVIEW_STATES).map((id) => ({
    value: String(id),
    label: reviewLabel(t, 'state', id),
  }));
  const ratings = Object.values(RATINGS).map((id) => ({
    value: String(id),
    label: reviewLabel(t, 'rating', id),
  }));

  return (
    <Paper
      withBorder
      shadow="xs"
      p="md"
      radius="md"
      flex={1}
      component="section"
      aria-labelledby="review-filters"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="review-filters">
          {t('REVIEW_FILTERS')}
        </Title>
        <DatePickerInput
          type="range"
          label={t('REVIEW_DATES')}
          value={[draft.startDay, draft.endDay]}
          onChange={([start, end]) => {
            if (start && end) change({ startDay: start, endDay: end });
            else setDraft((current) => ({ ...current, startDay: start ?? current.startDay }));
          }}
          allowSingleDateInRange
          valueFormat="D MMM YYYY"
        />
        <MultiSelect
          label={t('REVIEW_STATES')}
          placeholder={draft.states.length === 0 ? t('REVIEW_ANY') : undefined}
          data={states}
          value={asStrings(draft.states)}
          onChange={(values) => change({ states: asNumbers(values) })}
          clearable
        />
        <MultiSelect
          label={t('REVIEW_RATINGS')}
          placeholder={draft.ratings.length === 0 ? t('REVIEW_ANY') : undefined}
          data={ratings}
          value={asStrings(draft.ratings)}
          onChange={(values) => change({ ratings: asNumbers(values) })}
          clearable
        />
        {intents.length > 0 && (
          <Group gap="xs">
            <Badge variant="light" size="lg" tt="none">
              {t('REVIEW_INTENT_FILTER', { ids: intents.join(', ') })}
            </Badge>
            <CloseButton size="sm" aria-label={t('REVIEW_CLEAR_INTENTS')} onClick={onClearIntents} />
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
