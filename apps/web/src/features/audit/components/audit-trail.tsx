import { useMemo } from 'react';
import { Center, EmptyState, Group, Loader, Paper } from '@mantine/core';
import { IconHistory } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AUDIT_PAGE_SIZE } from '@askhr/shared/audit/audit.schemas';
import { LoadError } from '../../../components/load-error';
import { PageHeader } from '../../../components/page-header';
import { Pager } from '../../../components/paging/pager';
import { useAuditPage } from '../api/get-audit-page';
import { auditQuery } from '../audit-filter';
import { useAuditParams } from '../hooks/use-audit-params';
import { AuditExportButton } from './audit-export-button';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

function AuditEmpty() {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="xl">
      <EmptyState
        icon={<IconHistory size={32} />}
        title={t('AUDIT_EMPTY_TITLE')}
        description={t('AUDIT_EMPTY_TEXT')}
      />
    </Paper>
  );
}

/** The audit trail: who did what in the portal, filtered, a page at a time, newest first. */
export function AuditTrail() {
  const { t } = useTranslation();
  const { filter, page, applyFilter, setPage } = useAuditParams();
  const query = useMemo(() => auditQuery(filter), [filter]);
  const list = useAuditPage(query, page);
  const events = list.data?.data ?? [];

  let body;
  if (list.isError) body = <LoadError messageKey="LOAD_ERROR_AUDIT" onRetry={() => void list.refetch()} />;
  else if (list.isPending)
    body = (
      <Center py="xl">
        <Loader />
      </Center>
    );
  else if (events.length === 0) body = <AuditEmpty />;
  else
    body = (
      <Paper withBorder>
        <AuditTable events={events} />
      </Paper>
    );

  return (
    <>
      <PageHeader
        title={t('MENU_AUDIT_TRAIL')}
        description={t('AUDIT_INFO')}
        actions={<AuditExportButton filter={query} />}
      />
      <AuditFilters applied={filter} onApply={applyFilter} />
      {body}
      <Group justify="center" mt="md">
        <Pager
          page={page}
          pageCount={Math.ceil((list.data?.total ?? 0) / AUDIT_PAGE_SIZE)}
          onChange={setPage}
        />
      </Group>
    </>
  );
}
