import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TAuditFilter } from '@askhr/shared/audit/audit.schemas';
import { useExportAuditTrail } from '../api/export-audit-trail';

/** Downloads the events matching the applied filter as CSV. */
export function AuditExportButton({ filter }: { filter: TAuditFilter }) {
  const { t } = useTranslation();
  const exporting = useExportAuditTrail();
  return (
    <Button
      leftSection={<IconDownload size={16} />}
      loading={exporting.isPending}
      title={t('AUDIT_EXPORT_HINT')}
      onClick={() => exporting.mutate(filter)}
    >
      {t('AUDIT_EXPORT')}
    </Button>
  );
}
