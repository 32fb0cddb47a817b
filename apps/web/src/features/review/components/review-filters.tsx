import { useState } from 'react';
import { Badge, CloseButton, Group, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TReviewFilterValues } from '../review-query';
import { ReviewFilterLists } from './review-filter-lists';

/** Spec: filter changes on Review Results apply one second after the last one. */
export const REVIEW_FILTER_DEBOUNCE_MS = 1000;

interface TReviewFiltersProps {
  applied: TReviewFilterValues;
  onApply(filters: TReviewFilterValues): void;
  /** the questions a link filtered on; the card only offers to drop them */
  intents?: readonly number[];
  onClearIntents?: () => void;
  /** the tenant tells People Managers from Team Members (feature PeopleManagerRoleSupport) */
  hasRoles: boolean;
  countries: readonly { id: number; name: string }[];
  /** Feedback (spec 001 section 2): Dates, State, Country and User Roles only */
  isFeedback?: boolean;
}

export function ReviewFilters(props: TReviewFiltersProps) {
  const { applied, onApply, intents = [], onClearIntents, hasRoles, countries, isFeedback = false } = props;
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const apply = useDebouncedCallback(onApply, REVIEW_FILTER_DEBOUNCE_MS);

  function change(patch: Partial<TReviewFilterValues>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  }

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
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
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
          {!isFeedback && (
            <TextInput
              label={t('REVIEW_QUESTION_SEARCH')}
              placeholder={t('REVIEW_QUESTION_SEARCH_HINT')}
              leftSection={<IconSearch size={14} />}
              value={draft.intentName}
              maxLength={200}
              onChange={(event) => change({ intentName: event.currentTarget.value })}
            />
          )}
          <ReviewFilterLists
            draft={draft}
            onChange={change}
            hasRoles={hasRoles}
            countries={countries}
            isFeedback={isFeedback}
          />
        </SimpleGrid>
        {!isFeedback && (
          <Switch
            label={t('REVIEW_INCLUDE_TESTS')}
            checked={draft.includeTests}
            onChange={(event) => change({ includeTests: event.currentTarget.checked })}
          />
        )}
        {intents.length > 0 && onClearIntents && (
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
