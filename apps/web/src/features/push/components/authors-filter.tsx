import { MultiSelect } from '@mantine/core';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { usePushPage } from '../api/get-push-page';

interface TAuthorsFilterProps {
  type: TPushType;
  value: number[];
  onChange(cuIds: number[]): void;
}

const NONE: number[] = [];

/**
 * 'Last updated by...': the people who saved the items listed, Customer Success Managers left
 * out. The options come from the unfiltered lists, which the page has loaded already when the
 * filter is empty.
 */
export function AuthorsFilter({ type, value, onChange }: TAuthorsFilterProps) {
  const { t } = useTranslation();
  const scheduled = usePushPage({ type, scheduled: true, cuIds: NONE });
  const sent = usePushPage({ type, scheduled: false, cuIds: NONE });
  const authors = new Map<number, string>();
  for (const page of [...(scheduled.data?.pages ?? []), ...(sent.data?.pages ?? [])])
    for (const item of page.items)
      if (item.lastCustomerUserId !== null && !item.isLastUpdatedByCsm)
        authors.set(item.lastCustomerUserId, item.lastUserUpdated);
  const data = [...authors]
    .map(([id, name]) => ({ value: String(id), label: name }))
    .sort((a, b) => a.label.localeCompare(b.label));

  return (
    <MultiSelect
      mb="md"
      maw={420}
      aria-label={t('PUSH_LAST_UPDATED_BY')}
      placeholder={value.length === 0 ? t('PUSH_LAST_UPDATED_BY') : undefined}
      data={data}
      value={value.map(String)}
      onChange={(ids) => onChange(ids.map(Number))}
      clearable
      searchable
      nothingFoundMessage={t('PUSH_NO_AUTHORS')}
    />
  );
}
