import type { ComponentType } from 'react';
import { Group, Text } from '@mantine/core';
import {
  IconBrandSlack,
  IconBrandTeams,
  IconMessage,
  IconMessageChatbot,
  IconTerminal2,
  type IconProps,
} from '@tabler/icons-react';
import { CHANNELS } from '@askhr/shared/countries/countries.constants';

const ICONS: Record<string, ComponentType<IconProps>> = {
  slack: IconBrandSlack,
  msteams: IconBrandTeams,
  directline: IconMessageChatbot,
  emulator: IconTerminal2,
};

/** The channel's icon and name; a channel the portal does not know shows its id. */
export function ChannelLabel({ channel }: { channel: string }) {
  const Icon = ICONS[channel] ?? IconMessage;
  const label = CHANNELS.find((c) => c.id === channel)?.label ?? channel;
  return (
    <Group gap={6} wrap="nowrap">
      <Icon size={16} aria-hidden />
      <Text size="sm">{label}</Text>
    </Group>
  );
}
