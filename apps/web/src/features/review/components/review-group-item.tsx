import { Anchor, Badge, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewGroup } from '@askhr/shared/review/review-groups.schemas';
import { formatZonedDay } from '../../../lib/dates';
import { useTenantTimeZone } from '../../../lib/time-zone';
import { reviewLabel } from '../review-labels';

/**
 * The states a whole group can take: a group is made of Pending Review rows, and a Training
 * Request needs a question and a training utterance of each row, set one row at a time.
 */
export const GROUP_STATES = [REVIEW_STATES.resolved, REVIEW_STATES.outOfScope] as const;

function dateRange(group: TReviewGroup, timeZone: string) {
  const day = (iso: string) => formatZonedDay(iso, timeZone, { withYear: false });
  const [first, last] = [day(group.firstDate), day(group.lastDate)];
  return first === last ? first : `${first} – ${last}`;
}

interface TReviewGroupItemProps {
  group: TReviewGroup;
  isBusy: boolean;
  onSetState(group: TReviewGroup, state: number): void;
}

export function ReviewGroupItem({ group, isBusy, onSetState }: TReviewGroupItemProps) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  const predicted = group.predictedQuestion;
  const states = GROUP_STATES.map((id) => ({ value: String(id), label: reviewLabel(t, 'state', id) }));
  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} miw={0} flex="1 1 280px">
          <Group gap="xs" wrap="nowrap" align="baseline">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {group.representative}
            </Text>
            <Badge variant="light" style={{ flexShrink: 0 }}>
              {t('REVIEW_GROUPS_COUNT', { count: group.count })}
            </Badge>
          </Group>
          <Group gap="md" wrap="wrap">
            <Text size="sm" c="dimmed">
              {dateRange(group, timeZone)}
            </Text>
            {predicted ? (
              <Text size="sm" c="dimmed">
                <Anchor
                  href={`/question/${predicted.id}`}
                  target="_blank"
                  rel="noopener noreferrer"
                  size="sm"
                  aria-label={t('REVIEW_OPENS_NEW_TAB', { text: predicted.text })}
                >
                  {predicted.text}
                </Anchor>{' '}
                · {t('REVIEW_GROUPS_PREDICTED', { count: predicted.count })}
              </Text>
            ) : (
              <Text size="sm" c="dimmed">
                {t('REVIEW_GROUPS_NO_PREDICTION')}
              </Text>
            )}
          </Group>
        </Stack>
        <Select
          w={180}
          size="sm"
          placeholder={t('REVIEW_GROUPS_SET_STATE')}
          aria-label={t('REVIEW_GROUPS_STATE_OF', { text: group.representative })}
          data={states}
          value={null}
          disabled={isBusy}
          onChange={(value) => value && onSetState(group, Number(value))}
          comboboxProps={{ withinPortal: true }}
        />
      </Group>
    </Paper>
  );
}
