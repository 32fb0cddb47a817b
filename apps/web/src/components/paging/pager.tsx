import { memo } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './page-window';

interface TPagerProps {
  /** zero-based */
  page: number;
  pageCount: number;
  onChange(page: number): void;
}

/** Previous/Next with the page window of spec 000 section 9; rendered again only when they change. */
export const Pager = memo(function Pager({ page, pageCount, onChange }: TPagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  return (
    <Group component="nav" aria-label={t('PAGER_LABEL')} gap={6} justify="center" className="no-print">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconChevronLeft size={14} />}
        disabled={page <= 0}
        onClick={() => onChange(page - 1)}
      >
        {t('PAGER_PREVIOUS')}
      </Button>
      {pageWindow(page, pageCount).map((slot) =>
        slot.kind === 'gap' ? (
          <Text key={slot.key} c="dimmed" px={4} aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={slot.page}
            size="xs"
            miw={32}
            px={8}
            variant={slot.page === page ? 'filled' : 'default'}
            aria-current={slot.page === page ? 'page' : undefined}
            aria-label={t('PAGER_PAGE', { page: slot.page + 1 })}
            onClick={() => onChange(slot.page)}
          >
            {slot.page + 1}
          </Button>
        ),
      )}
      <Button
        variant="default"
        size="xs"
        rightSection={<IconChevronRight size={14} />}
        disabled={page >= pageCount - 1}
        onClick={() => onChange(page + 1)}
      >
        {t('PAGER_NEXT')}
      </Button>
    </Group>
  );
});
