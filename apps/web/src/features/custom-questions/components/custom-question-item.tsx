import { Button, Card, Group, List, Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TCustomQuestion } from '@askhr/shared/custom-questions/custom-questions.schemas';

interface TCustomQuestionItemProps {
  question: TCustomQuestion;
  /** missing when the user may not edit */
  onEdit?: (() => void) | undefined;
}

/** One custom question: its first text as the title, the other texts, and its answer. */
export function CustomQuestionItem({ question, onEdit }: TCustomQuestionItemProps) {
  const { t } = useTranslation();
  const [first, ...others] = question.questions;
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={first}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Text fw={600} flex={1} miw={0}>
            {first}
          </Text>
          {onEdit && (
            <Button
              size="xs"
              variant="light"
              flex="none"
              leftSection={<IconPencil size={14} />}
              onClick={onEdit}
              aria-label={t('CUSTOM_QUESTIONS_EDIT_ONE', { text: first })}
            >
              {t('ACTION_EDIT')}
            </Button>
          )}
        </Group>
        {others.length > 0 && (
          <List size="sm" c="dimmed" spacing={2}>
            {others.map((text) => (
              <List.Item key={text}>{text}</List.Item>
            ))}
          </List>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} lineClamp={4}>
          {question.answer}
        </Text>
      </Stack>
    </Card>
  );
}
