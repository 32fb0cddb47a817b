import { Alert, Button, Paper, Stack, Text } from '@mantine/core';
import { IconGitMerge } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useFormatDateTime } from '../../lib/time-zone';

interface TConflictAlertProps {
  /** the value as the server has it now, refetched after the 409 */
  current: TValueCard;
  onReload(): void;
}

/** Someone saved this value after the user opened it: show their version instead of overwriting it. */
export function ConflictAlert({ current, onReload }: TConflictAlertProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconGitMerge size={18} />}
      title={t('EDIT_CONFLICT_TITLE')}
      role="alert"
    >
      <Stack gap="xs">
        <Text size="sm">
          {t('EDIT_CONFLICT_TEXT', {
            user: current.lastUserUpdated ?? t('EDIT_CONFLICT_SOMEONE'),
            date: formatDateTime(current.lastUpdated),
          })}
        </Text>
        <Paper withBorder p="xs" bg="white">
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="conflict-current">
            {current.text}
          </Text>
        </Paper>
        <Button size="xs" variant="white" color="orange" w="fit-content" onClick={onReload}>
          {t('EDIT_CONFLICT_RELOAD')}
        </Button>
      </Stack>
    </Alert>
  );
}
