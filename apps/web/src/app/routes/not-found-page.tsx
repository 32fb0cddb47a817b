import { Button, EmptyState, Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useClientConfig } from '../../lib/client-config';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  useDocumentTitle(`${t('PAGE_NOT_FOUND')} · ${productName}`);
  return (
    <Paper withBorder shadow="xs" py={64} px="xl" mt="md">
      <EmptyState withIndicatorBackground size="lg" maw={460} mx="auto">
        <EmptyState.Indicator>
          <IconCompass size={36} stroke={1.6} />
        </EmptyState.Indicator>
        <EmptyState.Title order={2}>{t('PAGE_NOT_FOUND')}</EmptyState.Title>
        <EmptyState.Description>{t('PAGE_NOT_FOUND_TEXT')}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to="/" variant="light">
            {t('ACTION_GO_HOME')}
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    </Paper>
  );
}

export { NotFoundPage as Component };
