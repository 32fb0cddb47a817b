import { Anchor, Breadcrumbs } from '@mantine/core';
import { Link, Navigate, Route, Routes, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { FolderCards } from '../../features/documents/components/folder-cards';
import { FOLDERS, isDocumentRole } from '../../features/documents/components/folders';
import { useFeatures } from '../../features/tenancy/api/get-features';
import { DocumentFolder } from './documents/document-folder';

const useHasManagerToolbox = () =>
  useFeatures().data?.some((f) => f.name === 'ManagerToolBox' && f.active) ?? false;

function FolderList() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('MENU_DOCUMENTS')} description={t('DOCUMENTS_INFO')} />
      <FolderCards hasManagerToolbox={useHasManagerToolbox()} />
    </>
  );
}

function FolderPage() {
  const { t } = useTranslation();
  const { folder } = useParams();
  const hasManagerToolbox = useHasManagerToolbox();
  if (!isDocumentRole(folder)) return <Navigate to="/documents" replace />;
  const title = t(FOLDERS.find((f) => f.role === folder)!.titleKey);
  return (
    <>
      <Breadcrumbs mb="xs">
        <Anchor component={Link} to="/documents" size="sm">
          {t('MENU_DOCUMENTS')}
        </Anchor>
        <span>{title}</span>
      </Breadcrumbs>
      <PageHeader title={title} description={t(FOLDERS.find((f) => f.role === folder)!.textKey)} />
      <DocumentFolder role={folder} isLocked={folder === 'people-manager' && !hasManagerToolbox} />
    </>
  );
}

/** /documents/ (the two folders), /documents/people-manager and /documents/team-member. */
export function DocumentsPage() {
  return (
    <Routes>
      <Route index element={<FolderList />} />
      <Route path=":folder" element={<FolderPage />} />
    </Routes>
  );
}

export { DocumentsPage as Component };
