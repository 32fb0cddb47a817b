import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface TQuestionTextsFieldProps {
  texts: string[];
  error?: string | undefined;
  onChange(texts: string[]): void;
}

/** The ways employees may ask the question: one input per text, added and removed freely. */
export function QuestionTextsField({ texts, error, onChange }: TQuestionTextsFieldProps) {
  const { t } = useTranslation();
  const change = (index: number, text: string) => onChange(texts.map((old, i) => (i === index ? text : old)));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('CUSTOM_QUESTIONS_TEXTS')}
      </Text>
      {texts.map((text, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-start">
          <TextInput
            flex={1}
            value={text}
            aria-label={t('CUSTOM_QUESTIONS_TEXT_N', { n: index + 1 })}
            placeholder={t('CUSTOM_QUESTIONS_TEXT_PLACEHOLDER')}
            error={index === 0 ? error : undefined}
            onChange={(event) => change(index, event.currentTarget.value)}
          />
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            disabled={texts.length === 1}
            aria-label={t('CUSTOM_QUESTIONS_REMOVE_TEXT', { n: index + 1 })}
            onClick={() => onChange(texts.filter((_, i) => i !== index))}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      ))}
      <Group>
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} />}
          onClick={() => onChange([...texts, ''])}
        >
          {t('CUSTOM_QUESTIONS_ADD_TEXT')}
        </Button>
      </Group>
    </Stack>
  );
}
