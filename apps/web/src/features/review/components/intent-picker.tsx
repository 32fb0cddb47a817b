import { useState } from 'react';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useIntentSearch } from '../api/search-intents';
import type { TReviewQuestion } from '../hooks/use-review-edits';

interface TIntentPickerProps {
  value: TReviewQuestion | null;
  onChange(question: TReviewQuestion | null): void;
  disabled: boolean;
}

const SEARCH_DEBOUNCE_MS = 300;

/** The review question: found by typing part of its text (GET /api/ReviewUtterances/Intents). */
export function IntentPicker({ value, onChange, disabled }: TIntentPickerProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState(value?.text ?? '');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const intents = useIntentSearch(debounced);
  const isEmpty = search.trim() === '';
  const found = isEmpty
    ? []
    : (intents.data ?? []).map((intent) => ({ value: String(intent.id), label: intent.text }));
  const current = value && !found.some((option) => option.value === String(value.id));
  const data = current ? [{ value: String(value.id), label: value.text }, ...found] : found;

  return (
    <Select
      label={t('REVIEW_QUESTION')}
      placeholder={t('REVIEW_QUESTION_HINT')}
      searchable
      clearable
      disabled={disabled}
      data={data}
      value={value ? String(value.id) : null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options }) => options}
      nothingFoundMessage={isEmpty ? t('REVIEW_TYPE_A_LETTER') : t('REVIEW_NO_QUESTIONS')}
      onChange={(id, option) => onChange(id === null ? null : { id: Number(id), text: option?.label ?? '' })}
    />
  );
}
