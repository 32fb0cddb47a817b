import { useState } from 'react';
import { ActionIcon, Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconMail, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TEmailInbox } from '@askhr/shared/it-admin/email-inboxes.schemas';
import { LoadError } from '../../../../components/load-error';
import { useDeleteEmailInbox } from '../api/delete-email-inbox';
import { useEmailInboxes } from '../api/get-email-inboxes';
import { InboxModal } from './inbox-modal';

/** The modal: closed, adding (null) or editing one inbox. */
type TEditing = { inbox: TEmailInbox | null } | undefined;

/** 'Support email inboxes': who receives the answers employees rate Not helpful. */
export function SupportInboxesCard() {
  const { t } = useTranslation();
  const inboxes = useEmailInboxes();
  const remove = useDeleteEmailInbox();
  const [editing, setEditing] = useState<TEditing>();
  const [confirming, setConfirming] = useState<number | null>(null);

  const rows = (inboxes.data ?? []).map((inbox) => (
    <Group
      key={inbox.id}
      justify="space-between"
      wrap="nowrap"
      gap="sm"
      py="xs"
      role="listitem"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={0} miw={0}>
        <Text fw={600} size="sm">
          {inbox.name}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {inbox.email}
        </Text>
      </Stack>
      <Group gap={4} wrap="nowrap">
        <ActionIcon
          variant="subtle"
          aria-label={t('INBOX_EDIT_LABEL', { name: inbox.name })}
          onClick={() => setEditing({ inbox })}
        >
          <IconPencil size={16} />
        </ActionIcon>
        {confirming === inbox.id ? (
          <Button
            size="xs"
            color="red"
            loading={remove.isPending}
            onClick={() => remove.mutate(inbox.id, { onSuccess: () => setConfirming(null) })}
          >
            {t('INBOX_DELETE_CONFIRM')}
          </Button>
        ) : (
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('INBOX_DELETE_LABEL', { name: inbox.name })}
            onClick={() => setConfirming(inbox.id)}
          >
            <IconTrash size={16} />
          </ActionIcon>
        )}
      </Group>
    </Group>
  ));

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="support-inboxes-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <IconMail size={22} aria-hidden />
            <Title order={2} size="h4" id="support-inboxes-title">
              {t('INBOXES_TITLE')}
            </Title>
          </Group>
          <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing({ inbox: null })}>
            {t('INBOX_ADD')}
          </Button>
        </Group>
        <Text size="sm" c="dimmed">
          {t('INBOXES_INFO')}
        </Text>
        {remove.isError && (
          <Alert color="red" role="alert">
            {t('INBOX_SAVE_FAILED')}
          </Alert>
        )}
        {inboxes.isError && (
          <LoadError messageKey="LOAD_ERROR_INBOXES" onRetry={() => void inboxes.refetch()} />
        )}
        {inboxes.isPending && <Skeleton h={80} />}
        {inboxes.data?.length === 0 && (
          <Text size="sm" fs="italic">
            {t('INBOXES_NONE')}
          </Text>
        )}
        {rows.length > 0 && (
          <Stack gap={0} role="list" aria-label={t('INBOXES_TITLE')}>
            {rows}
          </Stack>
        )}
      </Stack>
      {editing && <InboxModal inbox={editing.inbox} onClose={() => setEditing(undefined)} />}
    </Paper>
  );
}
