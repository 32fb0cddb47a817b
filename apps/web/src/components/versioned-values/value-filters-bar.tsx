import { Group, MultiSelect, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnswerState, TAnswerType } from '@askhr/shared/versioned-values/versioned-values';
import type { TValueFilters } from './country-value';

interface TValueFiltersBarProps {
  filters: TValueFilters;
  onChange(filters: TValueFilters): void;
  countries: readonly { id: number; name: string }[];
  /** "answer" or "value", for the wording of the options */
  kind: 'answer' | 'value';
}

export function ValueFiltersBar({ filters, onChange, countries, kind }: TValueFiltersBarProps) {
  const { t } = useTranslation();
  const isAnswer = kind === 'answer';
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className="no-print">
      <MultiSelect
        flex="2 1 260px"
        label={t('DETAIL_FILTER_COUNTRIES')}
        placeholder={filters.countryIds.length ? undefined : t('FILTER_ANY')}
        data={countries.map((country) => ({ value: String(country.id), label: country.name }))}
        value={filters.countryIds.map(String)}
        onChange={(ids) => onChange({ ...filters, countryIds: ids.map(Number) })}
        searchable
        clearable
      />
      <Select
        flex="1 1 180px"
        label={t('DETAIL_FILTER_STATE')}
        placeholder={t('FILTER_ANY')}
        data={[
          { value: 'WITH_ANSWER', label: isAnswer ? t('STATE_WITH_ANSWER') : t('STATE_WITH_VALUE') },
          { value: 'WITHOUT_ANSWER', label: isAnswer ? t('STATE_WITHOUT_ANSWER') : t('STATE_WITHOUT_VALUE') },
        ]}
        value={filters.state}
        onChange={(state) => onChange({ ...filters, state: state as TAnswerState | null })}
        clearable
      />
      <Select
        flex="1 1 220px"
        label={isAnswer ? t('DETAIL_FILTER_TYPE') : t('DETAIL_FILTER_VALUE_TYPE')}
        placeholder={t('FILTER_ANY')}
        data={[
          { value: 'GLOBAL_TEMPLATE', label: t('TYPE_GLOBAL_TEMPLATE') },
          { value: 'COUNTRY_SPECIFIC', label: isAnswer ? t('TYPE_COUNTRY_ANSWER') : t('TYPE_COUNTRY_VALUE') },
        ]}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type: type as TAnswerType | null })}
        clearable
      />
    </Group>
  );
}
