import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconBrandSlack } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TItAdminConfig } from '@askhr/shared/it-admin/it-admin.schemas';
import { goToSlack } from './go-to-slack';
import { useSlackReturn } from './use-slack-return';

/** 'Slack install': the tenant's workspaces, and Add to Slack (a confirm, then Slack's own page). */
export function SlackInstallSection({ slack }: { slack: TItAdminConfig['slack'] }) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const isExchanging = useSlackReturn();
  const canInstall = slack.clientId !== '' && slack.authorizeUrl !== '';

  return (
    <Paper withBorder p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconBrandSlack size={22} aria-hidden />
            <Title order={3} size="h4">
              {t('IT_ADMIN_SLACK_TITLE')}
            </Title>
          </Group>
          <Button
            leftSection={<IconBrandSlack size={16} aria-hidden />}
            onClick={() => setConfirming(true)}
            disabled={!canInstall}
            loading={isExchanging}
          >
            {t('IT_ADMIN_SLACK_ADD')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {canInstall ? t('IT_ADMIN_SLACK_INFO') : t('IT_ADMIN_SLACK_NOT_CONFIGURED')}
        </Text>
        {slack.workspaces.length === 0 ? (
          <Text size="sm">{t('IT_ADMIN_SLACK_NONE')}</Text>
        ) : (
          <Table.ScrollContainer minWidth={280}>
            <Table striped aria-label={t('IT_ADMIN_SLACK_WORKSPACES')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('IT_ADMIN_SLACK_WORKSPACE')}</Table.Th>
                  <Table.Th>{t('IT_ADMIN_SLACK_TEAM_ID')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {slack.workspaces.map((workspace) => (
                  <Table.Tr key={workspace.id}>
                    <Table.Td>{workspace.name}</Table.Td>
                    <Table.Td>
                      <Text size="sm" ff="monospace">
                        {workspace.id}
                      </Text>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
      <Modal
        opened={isConfirming}
        onClose={() => setConfirming(false)}
        title={t('IT_ADMIN_SLACK_CONFIRM_TITLE')}
        centered
      >
        <Stack gap="md">
          <Text size="sm">{t('IT_ADMIN_SLACK_CONFIRM_TEXT')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('ACTION_CANCEL')}
            </Button>
            <Button onClick={() => goToSlack(slack.authorizeUrl)}>{t('IT_ADMIN_SLACK_CONTINUE')}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
