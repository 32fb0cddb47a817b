import { ActionIcon, Button, Group, Input, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { SURVEY_OPTIONS_MAX, SURVEY_OPTIONS_MIN } from '@askhr/shared/push/push.constants';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

interface TResponseOptionsFieldProps {
  options: string[];
  error?: string;
  onChange(options: string[]): void;
}

/** 'N out of 6 options used - M remaining.', or the rule's 'Please, remove some options.' past six. */
export function optionsCounter(t: TFunction, count: number): string {
  return count > SURVEY_OPTIONS_MAX
    ? t('RULE_PUSH_OPTIONS_TOO_MANY', { count })
    : t('PUSH_OPTIONS_COUNTER', { count, max: SURVEY_OPTIONS_MAX, left: SURVEY_OPTIONS_MAX - count });
}

/** One to six answers, sent as buttons on every channel. */
export function ResponseOptionsField({ options, error, onChange }: TResponseOptionsFieldProps) {
  const { t } = useTranslation();
  const set = (index: number, text: string) => onChange(options.map((o, i) => (i === index ? text : o)));
  return (
    <Input.Wrapper label={t('SURVEY_OPTIONS')} description={optionsCounter(t, options.length)} error={error}>
      <Stack gap="xs" mt={6}>
        {options.map((option, index) => (
          <Group key={index} gap="xs" wrap="nowrap">
            <TextInput
              flex={1}
              aria-label={t('SURVEY_OPTION', { index: index + 1 })}
              value={option}
              error={Boolean(error) && !option.trim()}
              onChange={(event) => set(index, event.currentTarget.value)}
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              size="lg"
              aria-label={t('SURVEY_OPTION_REMOVE', { index: index + 1 })}
              disabled={options.length <= SURVEY_OPTIONS_MIN}
              onClick={() => onChange(options.filter((_, i) => i !== index))}
            >
              <IconX size={16} />
            </ActionIcon>
          </Group>
        ))}
        <Button
          variant="subtle"
          size="xs"
          w="fit-content"
          leftSection={<IconPlus size={14} />}
          disabled={options.length >= SURVEY_OPTIONS_MAX}
          onClick={() => onChange([...options, ''])}
        >
          {t('SURVEY_OPTION_ADD')}
        </Button>
      </Stack>
    </Input.Wrapper>
  );
}
