import { memo } from 'react';
import { ActionIcon, Checkbox, Group, Select, TextInput, Tooltip } from '@mantine/core';
import { IconFilterOff, IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TNamed } from '@askhr/shared/tenancy/tenancy.schemas';
import { hasFilters, type TListFilters } from './list-filters';
import { useDebouncedFilters } from './use-debounced-filters';

interface TFilterBarProps {
  filters: TListFilters;
  onApply(filters: TListFilters): void;
  categories: readonly TNamed[];
  tags: readonly TNamed[];
  /** the focused country's name: offers "Missing in {country}" */
  focusedCountryName?: string | null;
}

const options = (items: readonly TNamed[]) =>
  items.map((item) => ({ value: String(item.id), label: item.name }));
const idOf = (value: string | null) => (value ? Number(value) : null);

/** Text search, category and tag, applied 750 ms after the last change; rendered again only when they change. */
export const FilterBar = memo(function FilterBar({
  filters,
  onApply,
  categories,
  tags,
  focusedCountryName,
}: TFilterBarProps) {
  const { t } = useTranslation();
  const { draft, change, clear } = useDebouncedFilters(filters, onApply);

  return (
    <Group gap="sm" align="flex-end" wrap="wrap" className="no-print">
      <TextInput
        flex="2 1 240px"
        label={t('FILTER_SEARCH')}
        placeholder={t('FILTER_SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} />}
        value={draft.description}
        onChange={(event) => change({ description: event.currentTarget.value })}
      />
      <Select
        flex="1 1 180px"
        label={t('FILTER_CATEGORY')}
        placeholder={t('FILTER_ANY')}
        data={options(categories)}
        value={draft.categoryId ? String(draft.categoryId) : null}
        onChange={(value) => change({ categoryId: idOf(value) })}
        clearable
        searchable
      />
      <Select
        flex="1 1 180px"
        label={t('FILTER_TAG')}
        placeholder={t('FILTER_ANY')}
        data={options(tags)}
        value={draft.tagId ? String(draft.tagId) : null}
        onChange={(value) => change({ tagId: idOf(value) })}
        clearable
        searchable
      />
      {focusedCountryName && (
        <Checkbox
          mb={8}
          label={t('FILTER_MISSING_IN', { country: focusedCountryName })}
          checked={draft.missing}
          onChange={(event) => change({ missing: event.currentTarget.checked })}
        />
      )}
      <Tooltip label={t('FILTER_CLEAR')}>
        <ActionIcon
          variant="default"
          size={36}
          aria-label={t('FILTER_CLEAR')}
          disabled={!hasFilters(draft)}
          onClick={clear}
        >
          <IconFilterOff size={18} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
});
