import { Alert, Button, Group, Paper, Progress, Stack, Text, ThemeIcon } from '@mantine/core';
import { Dropzone, MIME_TYPES } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { IconCheck, IconCopy, IconFileTypePdf, IconSparkles, IconUpload, IconX } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasStatus, isApiError } from '../../../lib/api-error';
import { copyText } from '../../../lib/clipboard';
import { useGenerateAnswer } from '../api/generate-answer';

/** A generation takes a while and reports no progress: the bar creeps towards 90 % meanwhile. */
function useCreepingProgress(isRunning: boolean) {
  const [progress, setProgress] = useState(0);
  useEffect(() => {
    if (!isRunning) return;
    const timer = setInterval(() => setProgress((value) => Math.min(90, value + (90 - value) * 0.08)), 400);
    return () => {
      clearInterval(timer);
      setProgress(0);
    };
  }, [isRunning]);
  return progress;
}

/** Copy with a fallback; 'copied' for a moment, 'failed' until the next try when nothing could copy. */
function useCopy() {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), 2000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (text: string) => setState((await copyText(text)) ? 'copied' : 'failed');
  return [state, copy] as const;
}

export function AiAssistantPanel({ questionId }: { questionId: number }) {
  const { t } = useTranslation();
  const generate = useGenerateAnswer(questionId);
  const [fileError, setFileError] = useState(false);
  const progress = useCreepingProgress(generate.isPending);
  const [copy, copyAnswer] = useCopy();

  const onFile = (file: File | null) => {
    if (!file) return;
    const isPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
    setFileError(!isPdf);
    if (isPdf) generate.mutate(file);
  };
  const error = generate.error;
  const errorText =
    error && hasStatus(error, 400) && isApiError(error) && error.message ? error.message : t('AI_ERROR');

  return (
    <Paper withBorder p="md" radius="md" bg="grape.0">
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" color="grape" size="md">
            <IconSparkles size={16} />
          </ThemeIcon>
          <Text fw={650} size="sm">
            {t('AI_TITLE')}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('AI_INTRO')}
        </Text>
        <Dropzone
          onDrop={(files) => onFile(files[0] ?? null)}
          onReject={() => setFileError(true)}
          accept={[MIME_TYPES.pdf]}
          multiple={false}
          maxFiles={1}
          loading={generate.isPending}
          radius="md"
          p="md"
          bg="white"
        >
          <Group justify="center" gap="sm" mih={56} style={{ pointerEvents: 'none' }}>
            <Dropzone.Accept>
              <IconUpload size={28} color="var(--mantine-color-grape-6)" />
            </Dropzone.Accept>
            <Dropzone.Reject>
              <IconX size={28} color="var(--mantine-color-red-6)" />
            </Dropzone.Reject>
            <Dropzone.Idle>
              <IconFileTypePdf size={28} color="var(--mantine-color-grape-6)" />
            </Dropzone.Idle>
            <Stack gap={0}>
              <Text size="sm" fw={600}>
                {t('AI_UPLOAD')}
              </Text>
              <Text size="xs" c="dimmed">
                {t('AI_UPLOAD_HINT')}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {fileError && (
          <Alert color="red" p="xs">
            {t('AI_PDF_ONLY')}
          </Alert>
        )}
        {generate.isPending && (
          <Stack gap={4}>
            <Group gap={6}>
              <IconFileTypePdf size={14} />
              <Text size="xs">{t('AI_LOADING')}</Text>
            </Group>
            <Progress value={progress} color="grape" animated aria-label={t('AI_LOADING')} />
          </Stack>
        )}
        {generate.isError && (
          <Alert color="red" p="xs" role="alert">
            {errorText}
          </Alert>
        )}
        {generate.data && (
          <Stack gap="xs">
            <Paper withBorder p="sm" bg="white">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {generate.data.text}
              </Text>
            </Paper>
            {generate.data.sources.length > 0 && (
              <Text size="xs" c="dimmed">
                {t('AI_SOURCES', { pages: generate.data.sources.map((source) => source.page).join(', ') })}
              </Text>
            )}
            <Button
              size="xs"
              color={copy === 'copied' ? 'teal' : 'grape'}
              w="fit-content"
              leftSection={copy === 'copied' ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={() => void copyAnswer(generate.data.text)}
            >
              {copy === 'copied' ? t('AI_COPIED') : t('AI_COPY')}
            </Button>
            {copy === 'failed' && (
              <Alert color="orange" p="xs" role="alert">
                {t('AI_COPY_FAILED')}
              </Alert>
            )}
            <Alert color="yellow" p="xs">
              {t('AI_REMINDER', { example: '{{phoneNumber}}' })}
            </Alert>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
