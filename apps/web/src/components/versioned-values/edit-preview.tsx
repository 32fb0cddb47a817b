import { Alert, Badge, Paper, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { fillPlaceholders, unknownKeywords } from './fill-placeholders';

interface TEditPreviewProps {
  text: string;
  /** keyword -> value in the edited country; undefined while they load */
  values: ReadonlyMap<string, string> | undefined;
}

/** The answer as an employee of the country reads it, with every `{{keyword}}` filled in. */
export function EditPreview({ text, values }: TEditPreviewProps) {
  const { t } = useTranslation();
  if (!values)
    return (
      <Text size="sm" c="dimmed">
        {t('LOADING')}
      </Text>
    );
  const segments = fillPlaceholders(text, values);
  const unknown = unknownKeywords(segments);
  return (
    <Stack gap="xs">
      {unknown.length > 0 && (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} p="xs">
          <Text size="sm">
            {t('EDIT_UNKNOWN_PLACEHOLDERS', { keywords: unknown.map((k) => `{{${k}}}`).join(', ') })}
          </Text>
        </Alert>
      )}
      <Paper withBorder p="sm" bg="gray.0" aria-label={t('EDIT_PREVIEW')}>
        <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
          {segments.map((segment, index) => (
            <Fragment key={index}>
              {segment.kind === 'text' && segment.text}
              {segment.kind === 'value' && (
                <Text span fw={600} c="brand.7" bg="brand.0" px={2} style={{ borderRadius: 4 }}>
                  {segment.value}
                </Text>
              )}
              {segment.kind === 'empty' && (
                <Text span fw={600} c="orange">
                  @{segment.keyword}
                </Text>
              )}
              {segment.kind === 'unknown' && (
                <Badge color="red" variant="filled" size="sm" radius="sm" mx={2}>
                  {t('PLACEHOLDER_DOESNT_EXIST')}
                </Badge>
              )}
            </Fragment>
          ))}
        </Text>
      </Paper>
    </Stack>
  );
}
