import { useState } from 'react';
import { MultiSelect, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { useDebouncedCallback } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { BOT_ROLES, REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { REVIEW_FILTER_DEBOUNCE_MS } from '../../components/review-filters';
import { reviewLabel } from '../../review-labels';
import { filterCountries, type TFeedbackFilterValues } from '../feedback-query';

interface TFeedbackFiltersProps {
  applied: TFeedbackFilterValues;
  onApply(filters: TFeedbackFilterValues): void;
  countries: readonly { id: number; name: string }[];
  /** the User Roles filter exists only with the feature PeopleManagerRoleSupport */
  hasRoleFilter: boolean;
}

const asNumbers = (values: string[]) => values.map(Number);
const asStrings = (values: number[]) => values.map(String);

/** Filter changes apply one second after the last one, as on Review Results (spec 001 section 5). */
export function FeedbackFilters({ applied, onApply, countries, hasRoleFilter }: TFeedbackFiltersProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const apply = useDebouncedCallback(onApply, REVIEW_FILTER_DEBOUNCE_MS);

  function change(patch: Partial<TFeedbackFilterValues>) {
    const next = { ...draft, ...patch };
    setDraft(next);
    apply(next);
  }

  const options = (ids: readonly number[], kind: 'state' | 'role') =>
    ids.map((id) => ({ value: String(id), label: reviewLabel(t, kind, id) }));
  const anyWhenEmpty = (values: number[]) => (values.length === 0 ? t('REVIEW_ANY') : undefined);

  return (
    <Paper
      withBorder
      shadow="xs"
      p="md"
      radius="md"
      flex={1}
      component="section"
      aria-labelledby="feedback-filters"
    >
      <Stack gap="sm">
        <Title order={3} size="h5" id="feedback-filters">
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
          <MultiSelect
            label={t('FEEDBACK_STATE')}
            placeholder={anyWhenEmpty(draft.states)}
            data={options(Object.values(REVIEW_STATES), 'state')}
            value={asStrings(draft.states)}
            onChange={(values) => change({ states: asNumbers(values) })}
            clearable
          />
          <MultiSelect
            label={t('FEEDBACK_COUNTRY')}
            placeholder={anyWhenEmpty(draft.countries)}
            data={filterCountries(countries).map(({ id, name }) => ({ value: String(id), label: name }))}
            value={asStrings(draft.countries)}
            onChange={(values) => change({ countries: asNumbers(values) })}
            searchable
            clearable
          />
          {hasRoleFilter && (
            <MultiSelect
              label={t('FEEDBACK_USER_ROLES')}
              placeholder={anyWhenEmpty(draft.roles)}
              data={options(Object.values(BOT_ROLES), 'role')}
              value={asStrings(draft.roles)}
              onChange={(values) => change({ roles: asNumbers(values) })}
              clearable
            />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
