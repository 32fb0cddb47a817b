import { useState } from 'react';
import { MultiSelect } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { RECIPIENT_SEARCH_MIN } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { useRecipients } from '../../api/get-recipients';
import type { TGroupPick } from '../../push-draft';
import { groupText } from '../../push-labels';

interface TRecipientsFieldProps {
  value: TGroupPick[];
  disabled: boolean;
  error?: string;
  onChange(groups: TGroupPick[]): void;
}

/** Groups of employees, searched from 3 characters on; the chosen ones stay listed. */
export function RecipientsField({ value, disabled, error, onChange }: TRecipientsFieldProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const found = useRecipients(debounced);
  const known = new Map<string, TGroupPick>(value.map((group) => [group.recipientId, group]));
  if (debounced.length >= RECIPIENT_SEARCH_MIN)
    for (const group of found.data ?? [])
      if (!known.has(group.recipientId)) known.set(group.recipientId, group);
  const data = [...known.values()].map((group) => ({
    value: group.recipientId,
    label:
      group.members === undefined
        ? groupText(t, group)
        : t('PUSH_GROUP_MEMBERS', { name: groupText(t, group), count: group.members }),
  }));
  const nothing =
    search.trim().length < RECIPIENT_SEARCH_MIN
      ? t('RULE_PUSH_SEARCH_TOO_SHORT')
      : found.isError
        ? t('PUSH_RECIPIENTS_FAILED')
        : found.isFetching
          ? t('LOADING')
          : t('PUSH_NO_RECIPIENTS');

  return (
    <MultiSelect
      label={t('PUSH_RECIPIENTS')}
      description={disabled ? t('PUSH_RECIPIENTS_CSV_CHOSEN') : t('PUSH_RECIPIENTS_HINT')}
      placeholder={value.length === 0 ? t('PUSH_RECIPIENTS_PLACEHOLDER') : undefined}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      data={data}
      value={value.map((group) => group.recipientId)}
      onChange={(ids) => onChange(ids.map((id) => known.get(id)!).filter(Boolean))}
      nothingFoundMessage={nothing}
      disabled={disabled}
      error={error}
      hidePickedOptions
      clearable
    />
  );
}
