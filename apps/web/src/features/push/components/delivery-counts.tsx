import { Group, Text, Tooltip } from '@mantine/core';
import type { TPushItem } from '@askhr/shared/push/push.schemas';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../lib/i18n/i18n';

const COUNTS: [keyof TPushItem, TMessageKey][] = [
  ['successfulRecipients', 'PUSH_COUNT_DELIVERED'],
  ['botBlockedCount', 'PUSH_COUNT_BLOCKED'],
  ['botNotInstalledCount', 'PUSH_COUNT_NOT_INSTALLED'],
  ['otherProblemsCount', 'PUSH_COUNT_OTHER'],
  ['failedGroups', 'PUSH_COUNT_FAILED_GROUPS'],
  ['failedIndividuals', 'PUSH_COUNT_FAILED_INDIVIDUALS'],
];

/**
 * How a delivery went: those reached, then each kind of problem that happened, then the messages
 * cut off mid-send that may have arrived (not a failure: explained in a tooltip, by touch too).
 */
export function DeliveryCounts({ item }: { item: TPushItem }) {
  const { t } = useTranslation();
  const shown = COUNTS.filter(([field], index) => index === 0 || Number(item[field]) > 0);
  return (
    <Group gap="md" mt="xs">
      {shown.map(([field, key]) => (
        <Text key={field} size="xs" c={field === 'successfulRecipients' ? 'teal' : 'orange'}>
          {t(key, { count: Number(item[field]) })}
        </Text>
      ))}
      {item.uncertainCount > 0 && (
        <Tooltip
          label={t('PUSH_COUNT_UNCERTAIN_HINT')}
          multiline
          maw={300}
          withArrow
          events={{ hover: true, focus: true, touch: true }}
        >
          <Text
            size="xs"
            c="dimmed"
            tabIndex={0}
            td="underline"
            style={{ textDecorationStyle: 'dotted', cursor: 'help' }}
          >
            {t('PUSH_COUNT_UNCERTAIN', { count: item.uncertainCount })}
          </Text>
        </Tooltip>
      )}
    </Group>
  );
}
