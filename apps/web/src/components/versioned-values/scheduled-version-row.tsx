import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCalendarTime, IconEdit, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TValueVersion } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { formatDateTime } from '../../lib/dates';

interface TScheduledVersionRowProps {
  version: TValueVersion;
  timeZone: string;
  isEditing: boolean;
  /** the "Remove this scheduled version?" question is open */
  isConfirming: boolean;
  isRemoving: boolean;
  disabled: boolean;
  onEdit(): void;
  onAskRemove(): void;
  onCancelRemove(): void;
  onRemove(): void;
}

/** One scheduled version: its date and text, Edit, and Remove behind a yes/cancel question. */
export function ScheduledVersionRow(props: TScheduledVersionRowProps) {
  const { version, timeZone } = props;
  const { t } = useTranslation();
  const date = formatDateTime(version.validFrom, timeZone);
  return (
    <Paper
      withBorder
      p="xs"
      radius="md"
      bg={props.isEditing ? 'brand.0' : undefined}
      role="group"
      aria-label={date}
    >
      {/* on a phone the buttons drop below the date and text rather than squeezing them */}
      <Group justify="space-between" gap="xs" align="flex-start">
        <Stack gap={0} miw={0} flex="1 1 14rem">
          <Group gap={4} wrap="nowrap">
            <IconCalendarTime size={14} style={{ flexShrink: 0 }} />
            <Text size="xs" fw={600}>
              {date}
            </Text>
          </Group>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {version.text}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap" ml="auto">
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconEdit size={12} />}
            onClick={props.onEdit}
            disabled={props.isEditing || props.disabled}
          >
            {t('ACTION_EDIT')}
          </Button>
          <Button
            size="compact-xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={12} />}
            onClick={props.isConfirming ? props.onCancelRemove : props.onAskRemove}
            disabled={props.disabled}
            aria-expanded={props.isConfirming}
          >
            {t('EDIT_REMOVE_VERSION')}
          </Button>
        </Group>
      </Group>
      {props.isConfirming && (
        <RemoveQuestion
          isRemoving={props.isRemoving}
          onCancel={props.onCancelRemove}
          onYes={props.onRemove}
        />
      )}
    </Paper>
  );
}

interface TRemoveQuestionProps {
  isRemoving: boolean;
  onCancel(): void;
  onYes(): void;
}

function RemoveQuestion({ isRemoving, onCancel, onYes }: TRemoveQuestionProps) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // the safe answer takes the focus, so Enter right after the click does not remove anything
  useEffect(() => cancelRef.current?.focus(), []);
  return (
    <Group
      gap="xs"
      mt={6}
      pt={6}
      justify="flex-end"
      style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}
    >
      <Text size="xs" fw={600} c="red.8" mr="auto">
        {t('EDIT_REMOVE_VERSION_CONFIRM')}
      </Text>
      <Group gap={4} wrap="nowrap">
        <Button size="compact-xs" variant="default" onClick={onCancel} ref={cancelRef} disabled={isRemoving}>
          {t('ACTION_CANCEL')}
        </Button>
        <Button size="compact-xs" color="red" onClick={onYes} loading={isRemoving}>
          {t('EDIT_REMOVE_VERSION_YES')}
        </Button>
      </Group>
    </Group>
  );
}
