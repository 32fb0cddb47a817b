import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOT_ROLES, RATINGS, REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TMessageKey } from '../../../lib/i18n/i18n';
import type { TReviewFilterValues } from '../review-query';
import { reviewLabel } from '../review-labels';

interface TReviewFilterListsProps {
  draft: TReviewFilterValues;
  onChange(patch: Partial<TReviewFilterValues>): void;
  hasRoles: boolean;
  /** the tenant's countries; the global template is no employee's country, so no choice */
  countries: readonly { id: number; name: string }[];
  /** Feedback: Not Helpful only, so no ratings, and the spec's singular labels */
  isFeedback: boolean;
}

const asNumbers = (values: string[]) => values.map(Number);
const asStrings = (values: number[]) => values.map(String);

type TListField = 'states' | 'ratings' | 'roles' | 'countries';

/** The filters that pick from a list: states, ratings, roles and countries. */
export function ReviewFilterLists({
  draft,
  onChange,
  hasRoles,
  countries,
  isFeedback,
}: TReviewFilterListsProps) {
  const { t } = useTranslation();
  const options = (kind: 'state' | 'rating' | 'role', ids: Record<string, number>) =>
    Object.values(ids).map((id) => ({ value: String(id), label: reviewLabel(t, kind, id) }));
  const lists: { field: TListField; label: TMessageKey; data: { value: string; label: string }[] }[] = [
    {
      field: 'states',
      label: isFeedback ? 'FEEDBACK_STATE' : 'REVIEW_STATES',
      data: options('state', REVIEW_STATES),
    },
    ...(isFeedback
      ? []
      : [{ field: 'ratings' as const, label: 'REVIEW_RATINGS' as const, data: options('rating', RATINGS) }]),
    ...(hasRoles
      ? [{ field: 'roles' as const, label: 'REVIEW_ROLES' as const, data: options('role', BOT_ROLES) }]
      : []),
    {
      field: 'countries',
      label: isFeedback ? 'FEEDBACK_COUNTRY' : 'REVIEW_COUNTRIES',
      data: countries
        .filter(({ id }) => id !== GLOBAL_COUNTRY_ID)
        .map(({ id, name }) => ({ value: String(id), label: name })),
    },
  ];

  return lists.map(({ field, label, data }) => (
    <MultiSelect
      key={field}
      label={t(label)}
      placeholder={draft[field].length === 0 ? t('REVIEW_ANY') : undefined}
      data={data}
      value={asStrings(draft[field])}
      onChange={(values) => onChange({ [field]: asNumbers(values) })}
      searchable={field === 'countries'}
      clearable
    />
  ));
}
