import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TBotReactionTypeView } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { reactionWords } from '../reaction-words';

/** One reaction type of /botReactions: what it is for, what the bot says by default, and View. */
export function BotReactionCard({ reaction }: { reaction: TBotReactionTypeView }) {
  const { t, i18n } = useTranslation();
  const words = reactionWords(t, i18n.language, reaction);
  return (
    <Card padding="lg" withBorder h="100%" data-testid={`bot-reaction-${reaction.id}`}>
      <Stack gap="sm" h="100%">
        <Title order={3} size="h4" fw={650}>
          {words.title}
        </Title>
        <Text size="sm" c="dimmed">
          {words.description}
        </Text>
        <Stack gap={2} style={{ flex: 1 }}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('BOT_REACTION_DEFAULT_TEXT')}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {words.defaultText}
          </Text>
        </Stack>
        <Group justify="flex-end">
          <Button
            component={Link}
            to={`/botReaction/${reaction.id}`}
            variant="light"
            rightSection={<IconArrowRight size={16} />}
            aria-label={`${t('BOT_REACTION_VIEW')} ${words.title}`}
          >
            {t('BOT_REACTION_VIEW')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
