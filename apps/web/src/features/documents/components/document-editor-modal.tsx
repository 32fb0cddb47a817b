import { Center, Loader, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPlaceholderEntry } from '@askhr/shared/placeholders/placeholder-rendering';
import type { TDocument, TDocumentTemplate } from '@askhr/shared/documents/documents.schemas';
import { LoadError } from '../../../components/load-error';
import { useGuardedClose } from '../../../components/unsaved-changes/use-guarded-close';
import { useDocument } from '../api/get-document';
import { DocumentEditor } from './document-editor';

export interface TDocumentEditorModalProps {
  template: TDocumentTemplate;
  /** the tenant's saved text of the template, if any: the editor reloads it to start from the latest */
  document: TDocument | undefined;
  countries: readonly { code: string; name: string }[];
  countryCode: string | null;
  onCountryChange(code: string): void;
  /** every placeholder with its value in the chosen country; undefined while loading */
  placeholders: readonly TPlaceholderEntry[] | undefined;
  onClose(): void;
}

/** Edit of a document, loaded lazily with the rich text editor so that only this modal pulls it in. */
export function DocumentEditorModal({ template, document, onClose, ...rest }: TDocumentEditorModalProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)') ?? false;
  const saved = useDocument(document?.id ?? null);
  const isLoading = document !== undefined && saved.isPending;
  const [isDirty, setIsDirty] = useState(false);
  const [isPopupOpen, setIsPopupOpen] = useState(false);
  const guard = useGuardedClose(isDirty, onClose);

  return (
    <>
      <Modal
        opened
        {...guard.modalProps}
        // Escape dismisses the link popup first, the editor only once the popup is closed
        closeOnEscape={guard.modalProps.closeOnEscape && !isPopupOpen}
        size="80rem"
        fullScreen={isPhone}
        title={t('DOCUMENTS_EDIT_TITLE', { name: template.name })}
      >
        {saved.isError ? (
          <LoadError messageKey="LOAD_ERROR_DOCUMENTS" onRetry={() => void saved.refetch()} />
        ) : isLoading ? (
          <Center py="xl">
            <Loader />
          </Center>
        ) : (
          <DocumentEditor
            template={template}
            document={saved.data}
            previewWidth={isPhone ? 300 : 420}
            onDone={guard.close}
            onDirtyChange={setIsDirty}
            onPopupChange={setIsPopupOpen}
            {...rest}
          />
        )}
      </Modal>
      {guard.confirm}
    </>
  );
}
