import { MultiSelect } from '@mantine/core';
import type { TPushType } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { usePushAuthors } from '../api/get-push-authors';

interface TAuthorsFilterProps {
  type: TPushType;
  value: number[];
  onChange(cuIds: number[]): void;
}

/**
 * 'Last updated by...': the people who saved the items last, over every page of both lists;
 * the server leaves Customer Success Managers out.
 */
export function AuthorsFilter({ type, value, onChange }: TAuthorsFilterProps) {
  const { t } = useTranslation();
  const authors = usePushAuthors(type);
  const data = (authors.data ?? []).map((author) => ({ value: String(author.id), label: author.name }));

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
      nothingFoundMessage={t(data.length === 0 ? 'PUSH_NO_AUTHORS' : 'PUSH_NO_AUTHOR_MATCH')}
    />
  );
}
