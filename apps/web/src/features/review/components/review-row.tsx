import { Group, NativeSelect, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import type { TRowEdit } from '../hooks/use-review-edits';
import { reviewLabel } from '../review-labels';
import { QuestionLink } from './question-link';

interface TReviewRowProps {
  row: TReviewUtterance;
  edit: TRowEdit;
  onEdit(row: TReviewUtterance, patch: { state?: number; observations?: string }): void;
}

const formatDay = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
const formatTime = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

function markOf(edit: TRowEdit) {
  if (edit.hasFailed) return { mark: 'error', color: 'var(--mantine-color-red-6)' };
  if (edit.isModified) return { mark: 'modified', color: 'var(--mantine-color-green-6)' };
  return { mark: undefined, color: 'transparent' };
}

export function ReviewRow({ row, edit, onEdit }: TReviewRowProps) {
  const { t } = useTranslation();
  const { mark, color } = markOf(edit);
  const hasNoAnswer = row.reason !== null;
  const states = Object.values(REVIEW_STATES).map((id) => ({
    value: String(id),
    label: reviewLabel(t, 'state', id),
  }));

  return (
    <Table.Tr data-mark={mark}>
      <Table.Td style={{ borderLeft: `4px solid ${color}`, whiteSpace: 'nowrap' }}>
        <Text size="sm">{formatDay(row.date)}</Text>
        <Text size="xs" c="dimmed">
          {formatTime(row.date)} UTC
        </Text>
      </Table.Td>
      <Table.Td>
        <Group gap={6} wrap="nowrap" align="flex-start">
          {hasNoAnswer && (
            <Tooltip label={t('REVIEW_NO_KB_ANSWER')} withArrow>
              <IconMessageOff
                size={16}
                color="var(--mantine-color-orange-6)"
                aria-label={t('REVIEW_NO_KB_ANSWER')}
                role="img"
                tabIndex={0}
                style={{ flexShrink: 0, marginTop: 2 }}
              />
            </Tooltip>
          )}
          <Text size="sm">{row.utterance}</Text>
        </Group>
      </Table.Td>
      <Table.Td>{row.userCountry}</Table.Td>
      <Table.Td>{reviewLabel(t, 'role', row.userRole)}</Table.Td>
      <Table.Td>
        <QuestionLink row={row} />
      </Table.Td>
      <Table.Td>{row.confidenceScore === null ? '–' : `${Math.round(row.confidenceScore * 100)}%`}</Table.Td>
      <Table.Td>{reviewLabel(t, 'rating', row.rating)}</Table.Td>
      <Table.Td miw={155}>
        <NativeSelect
          size="xs"
          data={states}
          value={String(edit.state)}
          aria-label={t('REVIEW_STATE_OF', { utterance: row.utterance })}
          onChange={(event) => onEdit(row, { state: Number(event.currentTarget.value) })}
        />
      </Table.Td>
      <Table.Td miw={140}>
        <TextInput
          size="xs"
          value={edit.observations}
          aria-label={t('REVIEW_OBSERVATIONS_OF', { utterance: row.utterance })}
          onChange={(event) => onEdit(row, { observations: event.currentTarget.value })}
        />
      </Table.Td>
    </Table.Tr>
  );
}
