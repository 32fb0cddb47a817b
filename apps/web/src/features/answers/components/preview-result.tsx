import { Alert, Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TAnswerPreview } from '@askhr/shared/answers/answers.schemas';

const REASON_KEYS = {
  MANAGER_ONLY: 'PREVIEW_REASON_MANAGER_ONLY',
  NO_ANSWER: 'PREVIEW_REASON_NO_ANSWER',
  NOT_IN_SUBSCRIPTION: 'PREVIEW_REASON_NOT_IN_SUBSCRIPTION',
} as const;

/** What the employee reads, or why they get the bot's fallback instead. */
export function PreviewResult({ preview }: { preview: TAnswerPreview }) {
  const { t } = useTranslation();
  const gaps = [...preview.unknownPlaceholders, ...preview.missingPlaceholders];
  return (
    <Alert
      variant="light"
      color={preview.reason ? 'gray' : 'teal'}
      title={
        <Group gap={6}>
          {t('PREVIEW_RESULT')}
          {preview.hasGlobal && !preview.reason && (
            <Badge size="xs" variant="outline" tt="none">
              {t('CARD_GLOBAL')}
            </Badge>
          )}
        </Group>
      }
    >
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} data-testid="preview-text">
        {preview.reason ? t(REASON_KEYS[preview.reason]) : preview.text}
      </Text>
      {gaps.length > 0 && (
        <Text size="xs" c="orange" mt={6}>
          {t('PREVIEW_PLACEHOLDER_GAPS', { keywords: gaps.map((keyword) => `@${keyword}`).join(', ') })}
        </Text>
      )}
    </Alert>
  );
}
