import { ActionIcon, Badge, Group, Paper, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { IconChartDonut3 } from '@tabler/icons-react';
import { PUSH_STATUSES } from '@askhr/shared/push/push.constants';
import type { TPushItem } from '@askhr/shared/push/push.schemas';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDateTime } from '../../../lib/time-zone';
import { hasReport, recipientNames, statusText } from '../push-labels';
import { DeliveryCounts } from './delivery-counts';

interface TPushItemRowProps {
  item: TPushItem;
  /** set when the user may edit: only scheduled or future items open the wizard */
  onEdit?(id: number): void;
}

/** Date, text, recipients and status of one item; scheduled ones open the wizard. */
export function PushItemRow({ item, onEdit }: TPushItemRowProps) {
  const { t } = useTranslation();
  const format = useFormatDateTime();
  const isSent = item.statusId === PUSH_STATUSES.Sent;
  const recipients = recipientNames(t, item);
  const canOpen = Boolean(onEdit) && item.editable;
  const content = (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4} miw={0}>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {format(item.date)}
            </Text>
            {item.dryRun && (
              <Badge color="orange" variant="light" size="sm">
                {t('PUSH_TEST_BADGE')}
              </Badge>
            )}
          </Group>
          <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
            {item.text}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={2}>
            {t('PUSH_TO', { recipients })}
          </Text>
          <Text size="xs" c="dimmed">
            {t('PUSH_LAST_UPDATED', { name: item.lastUserUpdated, date: format(item.lastUpdated) })}
          </Text>
        </Stack>
        <Stack gap={6} align="flex-end" style={{ flexShrink: 0 }}>
          <Badge
            variant="light"
            color={isSent ? 'teal' : item.statusId === PUSH_STATUSES.Failed ? 'red' : 'blue'}
          >
            {statusText(t, item)}
          </Badge>
          {item.type === 'survey' && hasReport(item) && (
            <Tooltip label={t('SURVEY_OPEN_REPORT')}>
              <ActionIcon
                component={Link}
                to={`/surveys/${item.id}`}
                variant="light"
                size="lg"
                aria-label={t('SURVEY_OPEN_REPORT_OF', { text: item.text })}
              >
                <IconChartDonut3 size={18} />
              </ActionIcon>
            </Tooltip>
          )}
        </Stack>
      </Group>
      {!item.editable && item.statusId !== PUSH_STATUSES.Scheduled && <DeliveryCounts item={item} />}
    </Paper>
  );
  if (!canOpen) return content;
  return (
    <UnstyledButton
      w="100%"
      display="block"
      onClick={() => onEdit!(item.id)}
      aria-label={t('PUSH_EDIT_ITEM', { text: item.text })}
    >
      {content}
    </UnstyledButton>
  );
}
