import { EmptyState, Paper } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Shown in the People Manager folder of a tenant without ManagerToolBox. */
export function UpgradeNotice() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <EmptyState
        icon={<IconLock size={32} />}
        title={t('DOCUMENTS_UPGRADE_TITLE')}
        description={t('DOCUMENTS_UPGRADE_TEXT')}
      />
    </Paper>
  );
}
