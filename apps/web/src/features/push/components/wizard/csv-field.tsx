import { useState } from 'react';
import { Alert, Button, Group, Input, Paper, Stack, Text } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconFileSpreadsheet, IconUpload, IconX } from '@tabler/icons-react';
import { CSV_EMAILS_MAX } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../../lib/i18n/i18n';
import { translateSharedMessage } from '../../../../lib/i18n/shared-messages';
import { csvProblems, readCsvFile } from '../../csv-emails';
import type { TPushDraft } from '../../push-draft';

interface TCsvFieldProps {
  value: TPushDraft['csv'];
  disabled: boolean;
  error?: string;
  onChange(csv: TPushDraft['csv']): void;
}

/** One CSV file of e-mail addresses, read in the browser: its count shows before anything is sent. */
export function CsvField({ value, disabled, error, onChange }: TCsvFieldProps) {
  const { t } = useTranslation();
  const [alert, setAlert] = useState<TMessageKey | null>(null);
  const problems = value ? csvProblems(value.emails).map(translateSharedMessage) : [];

  async function take(files: File[]) {
    if (value || files.length > 1) return setAlert('PUSH_CSV_ONE_FILE');
    const file = files[0];
    if (!file) return;
    const read = await readCsvFile(file);
    // the only failure of a read is the spec's 'file error'
    if (!read.ok) return setAlert('PUSH_CSV_FILE_ERROR');
    setAlert(null);
    onChange({ name: file.name, emails: read.emails });
  }

  return (
    <Input.Wrapper
      label={t('PUSH_CSV')}
      description={disabled ? t('PUSH_CSV_GROUPS_CHOSEN') : t('PUSH_CSV_HINT', { max: CSV_EMAILS_MAX })}
      error={error ?? (problems.length > 0 ? problems.join(' ') : undefined)}
    >
      <Stack gap="xs" mt={6}>
        {value && (
          <Paper withBorder p="sm">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Group gap="sm" wrap="nowrap" miw={0}>
                <IconFileSpreadsheet size={20} />
                <Text size="sm" truncate="end">
                  {t('PUSH_CSV_FILE', { name: value.name, count: value.emails.length })}
                </Text>
              </Group>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconX size={14} />}
                onClick={() => {
                  setAlert(null);
                  onChange(null);
                }}
              >
                {t('PUSH_CSV_REMOVE')}
              </Button>
            </Group>
          </Paper>
        )}
        <Dropzone
          onDrop={(files) => void take(files)}
          onReject={() => setAlert('PUSH_CSV_FILE_ERROR')}
          disabled={disabled}
          multiple
          p="md"
          aria-label={t('PUSH_CSV_DROP')}
        >
          <Group justify="center" gap="sm" mih={40} style={{ pointerEvents: 'none' }}>
            <IconUpload size={20} />
            <Text size="sm" c={disabled ? 'dimmed' : undefined}>
              {t('PUSH_CSV_DROP')}
            </Text>
          </Group>
        </Dropzone>
        {alert && (
          <Alert color="red" variant="light" role="alert" withCloseButton onClose={() => setAlert(null)}>
            {t(alert)}
          </Alert>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
