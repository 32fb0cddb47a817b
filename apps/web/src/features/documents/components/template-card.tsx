import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isNewTemplate, PREVIEW_THUMBNAIL } from '@askhr/shared/documents/document-html';
import type { TDocument, TDocumentTemplate } from '@askhr/shared/documents/documents.schemas';
import { useFormatDateTime } from '../../../lib/time-zone';
import { DocumentPagePreview } from './document-page-preview';

interface TTemplateCardProps {
  template: TDocumentTemplate;
  /** the tenant's own text of the template, once saved */
  document: TDocument | undefined;
  onEdit?(): void;
  onDownload(): void;
  isDownloading: boolean;
}

/** A template with its first page, New! until its end date, Edit and Download. */
export function TemplateCard({ template, document, onEdit, onDownload, isDownloading }: TTemplateCardProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  return (
    <Card withBorder padding="md" component="article" aria-label={template.name}>
      <Group wrap="nowrap" align="flex-start" gap="md">
        <DocumentPagePreview
          html={document?.content ?? template.content}
          width={PREVIEW_THUMBNAIL.width}
          label={t('DOCUMENTS_PREVIEW_OF', { name: template.name })}
        />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Text fw={600}>{template.name}</Text>
            {isNewTemplate(template.newUntil) && (
              <Badge size="sm" color="teal">
                {t('DOCUMENTS_NEW')}
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
          {document && (
            <Text size="xs" c="dimmed">
              {t('DOCUMENTS_EDITED', { date: formatDateTime(document.lastUpdated) })}
            </Text>
          )}
          <Group gap="xs" mt="auto">
            {onEdit && (
              <Button size="xs" variant="light" leftSection={<IconPencil size={14} />} onClick={onEdit}>
                {t('ACTION_EDIT')}
              </Button>
            )}
            <Button
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} />}
              loading={isDownloading}
              onClick={onDownload}
            >
              {t('DOCUMENTS_DOWNLOAD')}
            </Button>
          </Group>
        </Stack>
      </Group>
    </Card>
  );
}
