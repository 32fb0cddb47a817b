import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterBar } from '../../../components/filter-bar/filter-bar';
import { FocusBar } from '../../../components/focus-bar/focus-bar';
import { PageHeader } from '../../../components/page-header';
import { pageCountOf } from '../../../components/paging/page-window';
import { Pager } from '../../../components/paging/pager';
import { PAGE_SIZE } from '../../../lib/list-query';
import type { TKnowledgeContext } from './use-knowledge-context';

interface TKnowledgeListFrameProps {
  title: string;
  info: string;
  context: TKnowledgeContext;
  total: number | undefined;
  /** the list itself, its loading state, its load error or its empty state */
  children: ReactNode;
}

/** Title, info, filters, focus bar, the list and its pager: shared by Questions and Placeholders. */
export function KnowledgeListFrame({ title, info, context, total, children }: TKnowledgeListFrameProps) {
  const { t } = useTranslation();
  const { list, focus } = context;
  return (
    <Stack gap="md">
      <ListIntro title={title} info={info} />
      <FilterBar
        filters={list.filters}
        onApply={list.applyFilters}
        categories={context.categories}
        tags={context.tags}
        focusedCountryName={focus.country?.name}
      />
      <FocusBar countries={context.countries} focus={focus} />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" aria-live="polite">
          {total === undefined ? ' ' : t('LIST_TOTAL', { n: total })}
        </Text>
        {focus.country && (
          <Text size="sm" c="dimmed">
            {t('LIST_STATUS_FOR', { country: focus.country.name })}
          </Text>
        )}
      </Group>
      {children}
      <Pager page={list.page} pageCount={pageCountOf(total ?? 0, PAGE_SIZE)} onChange={list.setPage} />
    </Stack>
  );
}

/** The title and what the list is for: the same for the life of the page, rendered once. */
const ListIntro = memo(function ListIntro({ title, info }: { title: string; info: string }) {
  return (
    <>
      <PageHeader title={title} />
      <Alert variant="light" color="brand" icon={<IconInfoCircle size={18} />} className="no-print">
        {info}
      </Alert>
    </>
  );
});
