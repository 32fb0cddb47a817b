import { useMemo, useRef, useState } from 'react';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import '@mantine/tiptap/styles.css';
import { fillDocumentHtml, PREVIEW_DEBOUNCE_MS } from '@askhr/shared/documents/document-html';
import type { TDocument, TDocumentTemplate } from '@askhr/shared/documents/documents.schemas';
import {
  UNKNOWN_PLACEHOLDER_WARNING,
  unknownKeywordsOf,
  type TPlaceholderEntry,
} from '@askhr/shared/placeholders/placeholder-rendering';
import actionsClasses from '../../../components/modal-actions.module.css';
import { hasStatus, isApiError } from '../../../lib/api-error';
import { useSaveDocument } from '../api/save-document';
import { DocumentPagePreview } from './document-page-preview';
import { LinkControl } from './link-control';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';

interface TDocumentEditorProps {
  template: TDocumentTemplate;
  document: TDocument | undefined;
  countries: readonly { code: string; name: string }[];
  countryCode: string | null;
  onCountryChange(code: string): void;
  placeholders: readonly TPlaceholderEntry[] | undefined;
  previewWidth: number;
  onDone(): void;
  /** whether the text differs from the one the editor opened with */
  onDirtyChange(isDirty: boolean): void;
  /** whether the link popup is open: Escape then closes the popup, not the editor */
  onPopupChange(isOpen: boolean): void;
}

/** The rich text editor of a document beside its first page, filled for the chosen country. */
export function DocumentEditor(props: TDocumentEditorProps) {
  const { template, document, countries, countryCode, placeholders = [], previewWidth } = props;
  const { t } = useTranslation();
  const save = useSaveDocument();
  const [html, setHtml] = useState(document?.content ?? template.content);
  // as the editor writes it: the stored HTML may be spelled differently for the same text
  const openedHtml = useRef<string | null>(null);
  const [text, setText] = useState('');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false })],
    content: html,
    immediatelyRender: true,
    shouldRerenderOnTransaction: true,
    onCreate: ({ editor: created }) => {
      setText(created.getText());
      openedHtml.current = created.getHTML();
    },
    onUpdate: ({ editor: changed }) => {
      setHtml(changed.getHTML());
      setText(changed.getText());
      props.onDirtyChange(changed.getHTML() !== openedHtml.current);
    },
  });
  const [debounced] = useDebouncedValue(html, PREVIEW_DEBOUNCE_MS);
  const preview = useMemo(() => fillDocumentHtml(debounced, placeholders).text, [debounced, placeholders]);
  const unknown = unknownKeywordsOf(
    text,
    placeholders.map((p) => p.keyWord),
  );
  const country = countries.find((c) => c.code === countryCode);

  function submit() {
    const body = {
      id: document?.id ?? 0,
      version: document?.version,
      documentTemplateId: template.id,
      content: html,
    };
    save.mutate(body, { onSuccess: props.onDone });
  }

  const failure = save.error
    ? hasStatus(save.error, 409) && isApiError(save.error)
      ? translateSharedMessage(save.error.message)
      : t('DOCUMENTS_SAVE_FAILED')
    : null;

  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="xs">
          <Select
            label={t('DOCUMENTS_INSERT_PLACEHOLDER')}
            placeholder="{{…}}"
            searchable
            data={placeholders.map((p) => p.keyWord)}
            value={null}
            onChange={(keyword) => keyword && editor?.chain().focus().insertContent(`{{${keyword}}}`).run()}
          />
          <RichTextEditor editor={editor} aria-label={t('DOCUMENTS_EDITOR_LABEL')}>
            <RichTextEditor.Toolbar>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.H1 />
                <RichTextEditor.H2 />
                <RichTextEditor.H3 />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.Bold />
                <RichTextEditor.Italic />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <RichTextEditor.BulletList />
                <RichTextEditor.OrderedList />
              </RichTextEditor.ControlsGroup>
              <RichTextEditor.ControlsGroup>
                <LinkControl onOpenChange={props.onPopupChange} />
                <RichTextEditor.Unlink />
              </RichTextEditor.ControlsGroup>
            </RichTextEditor.Toolbar>
            <RichTextEditor.Content mih={320} />
          </RichTextEditor>
          {unknown.map((keyword) => (
            <Text key={keyword} size="sm" c="red" role="alert">
              {`{{${keyword}}}`}: {UNKNOWN_PLACEHOLDER_WARNING}
            </Text>
          ))}
        </Stack>
        <Stack gap="xs" align="flex-start">
          <Select
            label={t('DOCUMENTS_COUNTRY')}
            data={countries.map((c) => ({ value: c.code, label: c.name }))}
            value={countryCode}
            allowDeselect={false}
            onChange={(code) => code && props.onCountryChange(code)}
            w={previewWidth}
          />
          <DocumentPagePreview
            html={preview}
            width={previewWidth}
            label={t('DOCUMENTS_PREVIEW', { country: country?.name ?? '' })}
          />
        </Stack>
      </SimpleGrid>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end" className={actionsClasses.actions}>
        <Button variant="default" onClick={props.onDone}>
          {t('ACTION_CANCEL')}
        </Button>
        <Button loading={save.isPending} onClick={submit}>
          {t('ACTION_SAVE')}
        </Button>
      </Group>
    </Stack>
  );
}
