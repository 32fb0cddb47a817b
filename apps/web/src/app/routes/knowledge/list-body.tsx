import { Center, EmptyState, Loader, Paper, Stack } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import type { TMessageKey } from '../../../lib/i18n/i18n';

interface TListBodyProps {
  isPending: boolean;
  isError: boolean;
  isEmpty: boolean;
  errorKey: TMessageKey;
  onRetry(): void;
  children: ReactNode;
}

export function ListBody({ isPending, isError, isEmpty, errorKey, onRetry, children }: TListBodyProps) {
  const { t } = useTranslation();
  if (isError) return <LoadError messageKey={errorKey} onRetry={onRetry} />;
  if (isPending)
    return (
      <Center py="xl">
        <Loader />
      </Center>
    );
  if (isEmpty)
    return (
      <Paper withBorder p="xl">
        <EmptyState
          icon={<IconSearchOff size={32} />}
          title={t('LIST_EMPTY_TITLE')}
          description={t('LIST_EMPTY_TEXT')}
        />
      </Paper>
    );
  return <Stack gap="sm">{children}</Stack>;
}
