import { EmptyState, Paper } from '@mantine/core';
import { IconMessageSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No utterance matches the filters: say so instead of an empty table. */
export function ReviewEmpty() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" py={48} px="xl" shadow="xs" data-testid="review-empty">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconMessageSearch size={36} stroke={1.6} />}
        title={t('REVIEW_EMPTY_TITLE')}
        description={t('REVIEW_EMPTY_TEXT')}
        maw={520}
        mx="auto"
      />
    </Paper>
  );
}
