import { EmptyState, Paper } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useClientConfig } from '../../lib/client-config';
import { useTenant } from '../../lib/tenant';

export function ForbiddenState() {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  const { tenantName } = useTenant();
  useDocumentTitle(`${t('PAGE_FORBIDDEN_TITLE')} · ${productName}`);
  return (
    <Paper withBorder shadow="xs" py={64} px="xl" mt="md">
      <EmptyState
        variant="light"
        color="orange"
        size="lg"
        icon={<IconLock size={34} stroke={1.6} />}
        title={t('PAGE_FORBIDDEN_TITLE')}
        description={t('PAGE_FORBIDDEN_TEXT', { tenant: tenantName })}
        maw={480}
        mx="auto"
      />
    </Paper>
  );
}
