import { useEffect, useState } from 'react';
import { Button, Group, Loader, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useExportUsageReport } from '../api/export-usage-report';
import type { TDateRange } from '../dashboard-period';
import { formatDay } from '../dashboard-figures';

/** An export slower than this tells the user it may take a while (spec 000 section 9). */
export const SLOW_EXPORT_MS = 2500;

/** Downloads export.csv, the usage report of the range on screen. */
export function ExportButton({ range }: { range: TDateRange }) {
  const { t } = useTranslation();
  const exporting = useExportUsageReport();
  const [isSlow, setIsSlow] = useState(false);
  const isPending = exporting.isPending;

  useEffect(() => {
    if (!isPending) return;
    const timer = setTimeout(() => setIsSlow(true), SLOW_EXPORT_MS);
    return () => {
      clearTimeout(timer);
      setIsSlow(false);
    };
  }, [isPending]);

  return (
    <Group gap="sm" wrap="nowrap">
      {isSlow && (
        <Group gap={6} wrap="nowrap" role="status">
          <Loader size="xs" />
          <Text size="xs" c="dimmed" maw={220}>
            {t('DASHBOARD_EXPORT_SLOW')}
          </Text>
        </Group>
      )}
      <Button
        leftSection={<IconDownload size={16} />}
        loading={isPending}
        title={t('DASHBOARD_EXPORT_HINT', { start: formatDay(range.start), end: formatDay(range.end) })}
        onClick={() => exporting.mutate({ start: range.start, end: range.end })}
      >
        {t('DASHBOARD_EXPORT')}
      </Button>
    </Group>
  );
}
