import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { CountryValueCard } from './country-value-card';
import { NO_VALUE_FILTERS, shownText, splitValues } from './country-value';
import { ValueFiltersBar } from './value-filters-bar';

interface TValueCardsSectionProps {
  kind: 'answer' | 'value';
  /** the section's name where neither "Answers" nor "Placeholders values" fits */
  title?: string;
  values: readonly TValueCard[];
  countryName(countryId: number): string;
  onEdit(value: TValueCard): void;
  onHistory(value: TValueCard): void;
  /** the focused country's card comes first */
  focusCountryId?: number | null;
  /** answers: a country's placeholder values, to fill the `{{keyword}}`s of its card */
  placeholderValuesOf?(countryId: number): ReadonlyMap<string, string> | undefined;
  /** bot reactions: what a country without a text gets; such a country lacks nothing */
  defaultText?: string;
}

/** The divider, the filters and one card per country; countries without a value are listed apart. */
export function ValueCardsSection(props: TValueCardsSectionProps) {
  const { kind, countryName, onEdit, onHistory, focusCountryId, placeholderValuesOf } = props;
  const values = focusCountryId
    ? [...props.values].sort(
        (a, b) => Number(b.countryId === focusCountryId) - Number(a.countryId === focusCountryId),
      )
    : props.values;
  const { t } = useTranslation();
  const [filters, setFilters] = useState(NO_VALUE_FILTERS);
  const isAnswer = kind === 'answer';
  const globalValue = values.find((value) => value.countryId === GLOBAL_COUNTRY_ID);
  const split = splitValues(values, filters);
  const hasDefault = props.defaultText !== undefined;
  const withValue = hasDefault ? split.shown : split.withValue;
  const withoutValue = hasDefault ? [] : split.withoutValue;
  const noValueLabel = isAnswer ? t('NO_ANSWER_PROVIDED') : t('NO_VALUE_PROVIDED');
  const pausedLabel = (value: TValueCard) =>
    value.countryId === GLOBAL_COUNTRY_ID
      ? t('CARD_SCHEDULED_PAUSED_GLOBAL')
      : isAnswer
        ? t('CARD_SCHEDULED_PAUSED')
        : t('CARD_SCHEDULED_PAUSED_VALUE');

  const card = (value: TValueCard) => (
    <CountryValueCard
      key={value.countryId}
      value={value}
      countryName={countryName(value.countryId)}
      text={shownText(value, globalValue)}
      fillsPlaceholders={placeholderValuesOf !== undefined}
      placeholderValues={placeholderValuesOf?.(value.countryId)}
      noValueLabel={noValueLabel}
      pausedLabel={pausedLabel(value)}
      defaultText={props.defaultText}
      isFocused={value.countryId === focusCountryId}
      onEdit={() => onEdit(value)}
      onHistory={() => onHistory(value)}
    />
  );

  return (
    <Stack gap="md">
      <Divider
        label={props.title ?? (isAnswer ? t('DETAIL_ANSWERS') : t('DETAIL_PLACEHOLDER_VALUES'))}
        labelPosition="left"
        styles={{ label: { fontSize: 'var(--mantine-font-size-sm)', fontWeight: 650 } }}
      />
      <ValueFiltersBar
        kind={kind}
        filters={filters}
        onChange={setFilters}
        countries={values.map((value) => ({ id: value.countryId, name: countryName(value.countryId) }))}
      />
      {withValue.length === 0 && withoutValue.length === 0 && (
        <Text c="dimmed" size="sm">
          {t('DETAIL_NO_MATCH')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
        {withValue.map(card)}
      </SimpleGrid>
      {withoutValue.length > 0 && (
        <Stack gap="sm" data-testid="without-value">
          <Text size="xs" fw={700} c="dimmed" tt="uppercase">
            {isAnswer ? t('COUNTRIES_WITHOUT_ANSWER') : t('COUNTRIES_WITHOUT_VALUE')}
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
            {withoutValue.map(card)}
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
