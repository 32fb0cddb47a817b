import type { ReactNode } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../../components/page-header';
import classes from '../../components/review-header.module.css';

interface TFeedbackHeaderProps {
  modifiedCount: number;
  isSaving: boolean;
  onSave(): void;
  selectionActions: ReactNode;
}

/** The title and the Save button stay in view while the table scrolls. */
export function FeedbackHeader({ modifiedCount, isSaving, onSave, selectionActions }: TFeedbackHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box className={classes.header}>
      <PageHeader
        title={t('MENU_FEEDBACK')}
        description={<span className={classes.description}>{t('FEEDBACK_INFO')}</span>}
        actions={
          <Group gap="xs" justify="flex-end">
            {selectionActions}
            <Button
              leftSection={<IconDeviceFloppy size={16} />}
              disabled={modifiedCount === 0}
              loading={isSaving}
              onClick={onSave}
            >
              {modifiedCount === 0 ? t('REVIEW_SAVE') : t('REVIEW_SAVE_COUNT', { count: modifiedCount })}
            </Button>
          </Group>
        }
      />
    </Box>
  );
}
