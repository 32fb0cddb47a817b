import { EmptyState, Paper } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** No Not Helpful rating matches the filters: say so instead of an empty table. */
export function FeedbackEmpty() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="lg" py={48} px="xl" shadow="xs" data-testid="feedback-empty">
      <EmptyState
        variant="light"
        size="lg"
        icon={<IconMoodSmile size={36} stroke={1.6} />}
        title={t('FEEDBACK_EMPTY_TITLE')}
        description={t('FEEDBACK_EMPTY_TEXT')}
        maw={520}
        mx="auto"
      />
    </Paper>
  );
}
