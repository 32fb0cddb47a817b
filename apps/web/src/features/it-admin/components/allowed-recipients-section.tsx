import { Divider, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconUserCheck } from '@tabler/icons-react';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { TItChannel } from '@askhr/shared/it-admin/it-admin.schemas';
import { AllowedListForm } from './allowed-list-form';

/** 'Push Recipients Allowed List': per chat channel, who push messages and surveys may reach. */
export function AllowedRecipientsSection({ channels }: { channels: TItChannel[] }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <IconUserCheck size={22} aria-hidden />
          <Title order={3} size="h4">
            {t('IT_ADMIN_ALLOWED_TITLE')}
          </Title>
        </Group>
        <Text size="sm" c="dimmed">
          {t('IT_ADMIN_ALLOWED_INFO')}
        </Text>
        {channels.map((channel, index) => (
          <Fragment key={channel.id}>
            {index > 0 && <Divider />}
            {/* keyed by version: a saved list shows what the server kept */}
            <AllowedListForm key={`${channel.id}:${channel.version}`} channel={channel} />
          </Fragment>
        ))}
      </Stack>
    </Paper>
  );
}
