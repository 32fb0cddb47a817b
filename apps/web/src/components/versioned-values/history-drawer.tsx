import { Badge, Button, Center, Drawer, Group, Loader, Paper, Stack, Text, Timeline } from '@mantine/core';
import { IconPencil, IconPlus, IconRestore, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TValueHistoryEntry } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { useFormatDateTime } from '../../lib/time-zone';
import { LoadError } from '../load-error';

interface THistoryDrawerProps {
  title: string;
  entries: readonly TValueHistoryEntry[] | undefined;
  isError: boolean;
  onRetry(): void;
  onRestore(versionId: number): void;
  restoringId: number | null;
  canRestore: boolean;
  onClose(): void;
}

const CHANGE_ICON = { created: IconPlus, edited: IconPencil, removed: IconTrash } as const;
const CHANGE_COLOR = { created: 'teal', edited: 'brand', removed: 'red' } as const;

/** Every saved version of one country's value, newest first: who, when, what, and a way back. */
export function HistoryDrawer(props: THistoryDrawerProps) {
  const { t } = useTranslation();
  const formatDateTime = useFormatDateTime();
  const [openedAt] = useState(() => Date.now());
  const entries = [...(props.entries ?? [])].sort((a, b) => b.lastUpdated.localeCompare(a.lastUpdated));
  const textOf = (id: number | null) => entries.find((entry) => entry.id === id)?.text;
  // the version in force: live (not superseded nor removed) and already valid
  const currentId = entries
    .filter((entry) => !entry.supersededAt && !entry.removedAt && Date.parse(entry.validFrom) <= openedAt)
    .sort((a, b) => b.validFrom.localeCompare(a.validFrom))[0]?.id;

  return (
    <Drawer
      opened
      onClose={props.onClose}
      position="right"
      size="md"
      title={<Text fw={650}>{props.title}</Text>}
    >
      {props.isError && <LoadError messageKey="LOAD_ERROR_HISTORY" onRetry={props.onRetry} />}
      {!props.entries && !props.isError && (
        <Center py="xl">
          <Loader />
        </Center>
      )}
      {props.entries?.length === 0 && <Text c="dimmed">{t('HISTORY_EMPTY')}</Text>}
      <Timeline bulletSize={26} lineWidth={2} mt="sm">
        {entries.map((entry) => {
          const ChangeIcon = CHANGE_ICON[entry.change];
          const previous = textOf(entry.replacesId);
          const isCurrent = entry.id === currentId;
          return (
            <Timeline.Item
              key={entry.id}
              bullet={<ChangeIcon size={14} />}
              color={CHANGE_COLOR[entry.change]}
              title={
                <Group gap={6}>
                  <Text size="sm" fw={600}>
                    {t(`HISTORY_${entry.change.toUpperCase() as 'CREATED' | 'EDITED' | 'REMOVED'}`)}
                  </Text>
                  {!entry.active && (
                    <Badge size="xs" color="gray">
                      {t('HISTORY_INACTIVE')}
                    </Badge>
                  )}
                  {new Date(entry.validFrom).getTime() > openedAt && (
                    <Badge size="xs" color="violet">
                      {t('HISTORY_SCHEDULED_FOR', { date: formatDateTime(entry.validFrom) })}
                    </Badge>
                  )}
                </Group>
              }
            >
              <Text size="xs" c="dimmed">
                {entry.lastUserUpdated} · {formatDateTime(entry.lastUpdated)}
              </Text>
              <Stack gap={4} mt={6}>
                {previous !== undefined && previous !== entry.text && (
                  <Paper p={6} bg="red.0" radius="sm">
                    <Text
                      size="xs"
                      td="line-through"
                      c="red.9"
                      style={{ whiteSpace: 'pre-wrap' }}
                      lineClamp={4}
                    >
                      {previous}
                    </Text>
                  </Paper>
                )}
                <Paper p={6} bg={entry.change === 'removed' ? 'gray.1' : 'teal.0'} radius="sm">
                  <Text size="xs" style={{ whiteSpace: 'pre-wrap' }} lineClamp={6}>
                    {entry.text}
                  </Text>
                </Paper>
                {props.canRestore && !isCurrent && (
                  <Button
                    size="compact-xs"
                    variant="subtle"
                    w="fit-content"
                    leftSection={<IconRestore size={12} />}
                    loading={props.restoringId === entry.id}
                    onClick={() => props.onRestore(entry.id)}
                  >
                    {t('HISTORY_RESTORE')}
                  </Button>
                )}
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Drawer>
  );
}
