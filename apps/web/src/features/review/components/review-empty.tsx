import { EmptyState, Paper } from '@mantine/core';
import { IconListSearch, IconMessageSearch, IconMoodSmile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

const EMPTY = {
  review: { icon: IconMessageSearch, title: 'REVIEW_EMPTY_TITLE', text: 'REVIEW_EMPTY_TEXT' },
  feedback: { icon: IconMoodSmile, title: 'FEEDBACK_EMPTY_TITLE', text: 'FEEDBACK_EMPTY_TEXT' },
  preview: { icon: IconListSearch, title: 'REVIEW_PREVIEW_EMPTY_TITLE', text: 'REVIEW_PREVIEW_EMPTY_TEXT' },
} as const;

/**
 * Nothing to list: no utterance or Not Helpful rating matches the filters, or the preview's link
 * names no row the user may see. Says so instead of an empty table.
 */
export function ReviewEmpty({ kind = 'review' }: { kind?: keyof typeof EMPTY }) {
  const { t } = useTranslation();
  const { icon: Icon, title, text } = EMPTY[kind];
  return (
    <Paper withBorder radius="lg" py={48} px="xl" shadow="xs" data-testid={`${kind}-empty`}>
      <EmptyState
        variant="light"
        size="lg"
        icon={<Icon size={36} stroke={1.6} />}
        title={t(title)}
        description={t(text)}
        maw={520}
        mx="auto"
      />
    </Paper>
  );
}
