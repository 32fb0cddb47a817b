import { Card, Group, Stack, Text } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The reaction type's own text, said where no country or global text is in force. */
export function DefaultTextCard({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <Card padding="md">
      <Stack gap={6}>
        <Group gap={6}>
          <IconMessageCircle size={16} />
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('BOT_REACTION_DEFAULT_TEXT')}
          </Text>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {text}
        </Text>
        <Text size="xs" c="dimmed">
          {t('BOT_REACTION_DEFAULT_TEXT_HINT')}
        </Text>
      </Stack>
    </Card>
  );
}
