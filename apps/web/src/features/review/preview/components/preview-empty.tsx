import { EmptyState, Paper } from '@mantine/core';
import { IconListSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The link named no row, or none the user may see. */
export function PreviewEmpty() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" py={48} px="xl" shadow="xs" data-testid="preview-empty">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconListSearch size={36} stroke={1.6} />}
        title={t('REVIEW_PREVIEW_EMPTY_TITLE')}
        description={t('REVIEW_PREVIEW_EMPTY_TEXT')}
        maw={520}
        mx="auto"
      />
    </Paper>
  );
}
