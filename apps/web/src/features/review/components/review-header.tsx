import type { ReactNode } from 'react';
import { Box, Button, Group } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import classes from './review-header.module.css';

interface TReviewHeaderProps {
  title: string;
  description: string;
  modifiedCount: number;
  isSaving: boolean;
  onSave(): void;
  /** training mode edits in the details modal only: no Save button for inline edits */
  hasSave: boolean;
  /** the actions on the selected rows, when some are selected */
  selectionActions: ReactNode;
}

/** The title, the selection's actions and the Save button stay in view while the table scrolls. */
export function ReviewHeader({
  title,
  description,
  modifiedCount,
  isSaving,
  onSave,
  hasSave,
  selectionActions,
}: TReviewHeaderProps) {
  const { t } = useTranslation();
  return (
    <Box className={classes.header}>
      <PageHeader
        title={title}
        description={<span className={classes.description}>{description}</span>}
        actions={
          <Group gap="sm" wrap="wrap" justify="flex-end">
            {selectionActions}
            {hasSave && (
              <Button
                leftSection={<IconDeviceFloppy size={16} />}
                disabled={modifiedCount === 0}
                loading={isSaving}
                onClick={onSave}
              >
                {modifiedCount === 0 ? t('REVIEW_SAVE') : t('REVIEW_SAVE_COUNT', { count: modifiedCount })}
              </Button>
            )}
          </Group>
        }
      />
    </Box>
  );
}
