import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOT_ROLES, RATINGS, REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { COUNTRIES } from '@askhr/shared/countries/countries.constants';
import type { TReviewFilterValues } from '../review-query';
import { reviewLabel } from '../review-labels';

interface TReviewFilterListsProps {
  draft: TReviewFilterValues;
  onChange(patch: Partial<TReviewFilterValues>): void;
  hasRoles: boolean;
}

const asNumbers = (values: string[]) => values.map(Number);
const asStrings = (values: number[]) => values.map(String);

const COUNTRY_OPTIONS = COUNTRIES.map((country) => ({ value: String(country.id), label: country.name }));

/** The filters that pick from a list: states, ratings, roles and countries. */
export function ReviewFilterLists({ draft, onChange, hasRoles }: TReviewFilterListsProps) {
  const { t } = useTranslation();
  const options = (kind: 'state' | 'rating' | 'role', ids: Record<string, number>) =>
    Object.values(ids).map((id) => ({ value: String(id), label: reviewLabel(t, kind, id) }));
  const any = (values: number[]) => (values.length === 0 ? t('REVIEW_ANY') : undefined);

  return (
    <>
      <MultiSelect
        label={t('REVIEW_STATES')}
        placeholder={any(draft.states)}
        data={options('state', REVIEW_STATES)}
        value={asStrings(draft.states)}
        onChange={(values) => onChange({ states: asNumbers(values) })}
        clearable
      />
      <MultiSelect
        label={t('REVIEW_RATINGS')}
        placeholder={any(draft.ratings)}
        data={options('rating', RATINGS)}
        value={asStrings(draft.ratings)}
        onChange={(values) => onChange({ ratings: asNumbers(values) })}
        clearable
      />
      {hasRoles && (
        <MultiSelect
          label={t('REVIEW_ROLES')}
          placeholder={any(draft.roles)}
          data={options('role', BOT_ROLES)}
          value={asStrings(draft.roles)}
          onChange={(values) => onChange({ roles: asNumbers(values) })}
          clearable
        />
      )}
      <MultiSelect
        label={t('REVIEW_COUNTRIES')}
        placeholder={any(draft.countries)}
        data={COUNTRY_OPTIONS}
        value={asStrings(draft.countries)}
        onChange={(values) => onChange({ countries: asNumbers(values) })}
        searchable
        clearable
      />
    </>
  );
}
