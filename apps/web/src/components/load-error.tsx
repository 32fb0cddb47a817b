import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../lib/i18n/i18n';

interface TLoadErrorProps {
  /** "There was an error while getting the {what}, but you can try again." */
  messageKey: TMessageKey;
  onRetry(): void;
}

/** A load that failed, said the way spec 000 section 8 words it, with the way to try again. */
export function LoadError({ messageKey, onRetry }: TLoadErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t(messageKey)}</Text>
        <Button
          size="xs"
          variant="white"
          color="red"
          leftSection={<IconRefresh size={14} />}
          onClick={onRetry}
        >
          {t('ACTION_TRY_AGAIN')}
        </Button>
      </Group>
    </Alert>
  );
}
