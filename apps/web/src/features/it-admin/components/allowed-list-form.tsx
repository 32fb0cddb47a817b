import { useState } from 'react';
import { Alert, Badge, Button, Group, Stack, Switch, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IT_ADMIN_MESSAGES } from '@askhr/shared/it-admin/it-admin.constants';
import { splitRecipientIds, type TItChannel } from '@askhr/shared/it-admin/it-admin.schemas';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { translateSharedMessage } from '../../../lib/i18n/shared-messages';
import { useSaveAllowedList } from '../api/save-allowed-list';

const TYPE_LABELS: Record<TItChannel['type'], string> = {
  slack: 'Slack',
  msteams: 'Teams',
  directline: 'Web Chat',
};

/** One channel's list: the switch and the ids, comma-separated, saved together. */
export function AllowedListForm({ channel }: { channel: TItChannel }) {
  const { t } = useTranslation();
  const save = useSaveAllowedList();
  const [isOnly, setOnly] = useState(channel.onlyAllowedRecipients);
  const [ids, setIds] = useState(channel.allowedRecipients.join(', '));
  const isChanged =
    isOnly !== channel.onlyAllowedRecipients ||
    splitRecipientIds(ids).join(',') !== channel.allowedRecipients.join(',');
  useUnsavedChanges(isChanged);

  return (
    <Stack gap="sm" data-testid={`allowed-list-${channel.id}`}>
      <Group gap="sm" wrap="wrap">
        <Text fw={600}>{channel.name}</Text>
        {channel.name !== TYPE_LABELS[channel.type] && (
          <Badge variant="light">{TYPE_LABELS[channel.type]}</Badge>
        )}
      </Group>
      <Switch
        label={t('IT_ADMIN_ALLOWED_ONLY')}
        checked={isOnly}
        onChange={(event) => setOnly(event.currentTarget.checked)}
      />
      <Textarea
        label={t('IT_ADMIN_ALLOWED_IDS')}
        description={t('IT_ADMIN_ALLOWED_IDS_HINT')}
        value={ids}
        onChange={(event) => setIds(event.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={6}
      />
      {save.isError && (
        <Alert color="red" variant="light" role="alert">
          {translateSharedMessage(IT_ADMIN_MESSAGES.saveFailed)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button
          onClick={() =>
            save.mutate({
              id: channel.id,
              onlyAllowedRecipients: isOnly,
              allowedRecipients: splitRecipientIds(ids),
              version: channel.version,
            })
          }
          disabled={!isChanged}
          loading={save.isPending}
        >
          {t('ACTION_SAVE')}
        </Button>
      </Group>
    </Stack>
  );
}
