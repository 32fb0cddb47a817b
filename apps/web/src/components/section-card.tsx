import type { ReactNode } from 'react';
import { Group, Paper, Stack, Text, Title, type PaperProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface TSectionCardProps extends PaperProps {
  icon: Icon;
  title: string;
  /** the heading's level on its page; every card's title looks the same */
  titleOrder: 2 | 3;
  /** the dimmed text under the title that says what the card is for */
  info: string;
  children: ReactNode;
}

/** A bordered card of a settings page: an icon and a title, a line on what it is for, then its content. */
export function SectionCard({
  icon: CardIcon,
  title,
  titleOrder,
  info,
  children,
  ...paperProps
}: TSectionCardProps) {
  return (
    <Paper withBorder p="lg" {...paperProps}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <CardIcon size={22} aria-hidden />
          <Title order={titleOrder} size="h4">
            {title}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {info}
        </Text>
        {children}
      </Stack>
    </Paper>
  );
}
