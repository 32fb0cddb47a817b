import { lazy, Suspense, useState } from 'react';
import { EmptyState, Paper, Select, SimpleGrid } from '@mantine/core';
import { IconFileText, IconWorld } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import type { TDocumentRole, TDocumentTemplate } from '@askhr/shared/documents/documents.schemas';
import { useDownloadDocument } from '../../../features/documents/api/download-document';
import { useDocumentTemplates } from '../../../features/documents/api/get-document-templates';
import { useDocuments } from '../../../features/documents/api/get-documents';
import { TemplateCard } from '../../../features/documents/components/template-card';
import { UpgradeNotice } from '../../../features/documents/components/upgrade-notice';
import { usePlaceholderGlobals } from '../../../features/placeholders/api/get-placeholder-globals';
import { useActiveCountries } from '../../../features/tenancy/api/get-active-countries';
import { usePermissions } from '../../../features/tenancy/api/get-permissions';
import { ListBody } from '../knowledge/list-body';

// only the editor pulls in the rich text editor: the folder itself stays light
const DocumentEditorModal = lazy(() =>
  import('../../../features/documents/components/document-editor-modal').then((m) => ({
    default: m.DocumentEditorModal,
  })),
);

interface TDocumentFolderProps {
  role: TDocumentRole;
  /** People Manager without ManagerToolBox: the Upgrade Available notice instead of the templates */
  isLocked: boolean;
}

/** One folder: its templates as cards, the country their placeholders are filled for, the editor. */
export function DocumentFolder({ role, isLocked }: TDocumentFolderProps) {
  const { t } = useTranslation();
  const templates = useDocumentTemplates(role, !isLocked);
  const documents = useDocuments(role, !isLocked);
  const canEdit = usePermissions().data?.includes('edit-documents') ?? false;
  const countries = useActiveCountries().data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const countryCode =
    chosen ?? (countries.find((c) => c.id !== GLOBAL_COUNTRY_ID) ?? countries[0])?.code ?? null;
  const placeholders = usePlaceholderGlobals(countryCode);
  const download = useDownloadDocument();
  const [editing, setEditing] = useState<TDocumentTemplate>();

  if (isLocked) return <UpgradeNotice />;
  const documentOf = (templateId: number) => documents.data?.find((d) => d.documentTemplateId === templateId);
  const list = templates.data ?? [];

  return (
    <>
      <Select
        mb="md"
        maw={320}
        leftSection={<IconWorld size={16} />}
        label={t('DOCUMENTS_COUNTRY')}
        data={countries.map((c) => ({ value: c.code, label: c.name }))}
        value={countryCode}
        allowDeselect={false}
        onChange={setChosen}
      />
      {templates.isSuccess && list.length === 0 ? (
        <Paper withBorder p="xl">
          <EmptyState
            icon={<IconFileText size={32} />}
            title={t('DOCUMENTS_NONE_TITLE')}
            description={t('DOCUMENTS_NONE_TEXT')}
          />
        </Paper>
      ) : (
        <ListBody
          isPending={templates.isPending}
          isError={templates.isError}
          isEmpty={list.length === 0}
          errorKey="LOAD_ERROR_DOCUMENTS"
          onRetry={() => void templates.refetch()}
        >
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            {list.map((template) => (
              <TemplateCard
                key={template.id}
                template={template}
                document={documentOf(template.id)}
                onEdit={canEdit ? () => setEditing(template) : undefined}
                isDownloading={download.isPending && download.variables.templateId === template.id}
                onDownload={() => countryCode && download.mutate({ templateId: template.id, countryCode })}
              />
            ))}
          </SimpleGrid>
        </ListBody>
      )}
      {editing && (
        <Suspense fallback={null}>
          <DocumentEditorModal
            template={editing}
            document={documentOf(editing.id)}
            countries={countries}
            countryCode={countryCode}
            onCountryChange={setChosen}
            placeholders={placeholders.data}
            onClose={() => setEditing(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}
