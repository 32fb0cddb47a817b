import { useState } from 'react';
import {
  Badge,
  Button,
  CloseButton,
  Collapse,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDebouncedCallback, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useTenantTimeZone } from '../../../lib/time-zone';
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

/** How many filters narrow the list beyond the dates. */
const activeCount = (values: TReviewFilterValues) =>
  [values.states, values.ratings, values.roles, values.countries].filter((list) => list.length > 0).length +
  (values.intentName.trim() ? 1 : 0) +
  (values.includeTests ? 1 : 0) +
  (values.onlyHedged ? 1 : 0);

export function ReviewFilters(props: TReviewFiltersProps) {
  const { applied, onApply, intents = [], onClearIntents, hasRoles, countries, isFeedback = false } = props;
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  const [draft, setDraft] = useState(applied);
  // on a phone the six filters would fill the screen before the first row: folded until asked for
  const isPhone = useMediaQuery('(max-width: 48em)');
  const [isOpen, setIsOpen] = useState(false);
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
        <Group justify="space-between" wrap="nowrap">
          <Title order={3} size="h5" id="review-filters">
            {t('REVIEW_FILTERS')}
          </Title>
          {isPhone && (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-expanded={isOpen}
              aria-controls="review-filter-fields"
              onClick={() => setIsOpen((open) => !open)}
            >
              {t(isOpen ? 'REVIEW_FILTERS_HIDE' : 'REVIEW_FILTERS_SHOW', { count: activeCount(draft) })}
            </Button>
          )}
        </Group>
        <Collapse expanded={!isPhone || isOpen} id="review-filter-fields">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              <DatePickerInput
                type="range"
                label={t('REVIEW_DATES', { timeZone })}
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
              <Group gap="lg">
                <Switch
                  label={t('REVIEW_ANSWERED_UNSURE')}
                  checked={draft.onlyHedged}
                  onChange={(event) => change({ onlyHedged: event.currentTarget.checked })}
                />
                <Switch
                  label={t('REVIEW_INCLUDE_TESTS')}
                  checked={draft.includeTests}
                  onChange={(event) => change({ includeTests: event.currentTarget.checked })}
                />
              </Group>
            )}
          </Stack>
        </Collapse>
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
