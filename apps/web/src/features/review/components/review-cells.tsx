import { Group, NativeSelect, Text, TextInput, Tooltip } from '@mantine/core';
import { IconMessageOff, IconMessageQuestion, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { useZonedDates } from '../../../lib/time-zone';
import { reviewLabel } from '../review-labels';
import { useReviewEditContext } from './review-edit-context';

export function DateCell({ row }: { row: TReviewUtterance }) {
  const dates = useZonedDates();
  return (
    <>
      <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
        {dates.day(row.date)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {dates.time(row.date)}
      </Text>
    </>
  );
}

/** An icon before the utterance, named for screen readers and explained in a tooltip; a longer hint wraps. */
function UtteranceMark(props: { icon: Icon; color: string; label: string; hint?: string }) {
  const { icon: MarkIcon, color, label, hint } = props;
  const wraps = hint !== undefined;
  return (
    <Tooltip label={hint ?? label} withArrow multiline={wraps} maw={wraps ? 260 : undefined}>
      <MarkIcon
        size={16}
        color={color}
        aria-label={label}
        role="img"
        tabIndex={0}
        style={{ flexShrink: 0, marginTop: 2 }}
      />
    </Tooltip>
  );
}

export function UtteranceCell({ row }: { row: TReviewUtterance }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap" align="flex-start">
      {row.reason !== null && (
        <UtteranceMark
          icon={IconMessageOff}
          color="var(--mantine-color-orange-6)"
          label={t('REVIEW_NO_KB_ANSWER')}
        />
      )}
      {row.reason === null && row.hedged && (
        <UtteranceMark
          icon={IconMessageQuestion}
          color="var(--mantine-color-yellow-7)"
          label={t('REVIEW_ANSWERED_UNSURE')}
          hint={t('REVIEW_ANSWERED_UNSURE_HINT')}
        />
      )}
      <Text size="sm">{row.utterance}</Text>
    </Group>
  );
}

export function StateCell({ row }: { row: TReviewUtterance }) {
  const { t } = useTranslation();
  const { rowEdit, onEdit } = useReviewEditContext();
  const edit = rowEdit(row);
  const states = Object.values(REVIEW_STATES).map((id) => ({
    value: String(id),
    label: reviewLabel(t, 'state', id),
  }));
  return (
    <NativeSelect
      size="xs"
      miw={120}
      data={states}
      value={String(edit.state)}
      aria-label={t('REVIEW_STATE_OF', { utterance: row.utterance })}
      onChange={(event) => onEdit(row, { state: Number(event.currentTarget.value) })}
    />
  );
}

export function ObservationsCell({ row }: { row: TReviewUtterance }) {
  const { t } = useTranslation();
  const { rowEdit, onEdit } = useReviewEditContext();
  const edit = rowEdit(row);
  return (
    <TextInput
      size="xs"
      miw={80}
      value={edit.observations}
      aria-label={t('REVIEW_OBSERVATIONS_OF', { utterance: row.utterance })}
      onChange={(event) => onEdit(row, { observations: event.currentTarget.value })}
    />
  );
}

/** Training mode (EmbeddingsModel): the state and the start of the observations, edited in the modal. */
export function SummaryCell({ row }: { row: TReviewUtterance }) {
  const { t } = useTranslation();
  const edit = useReviewEditContext().rowEdit(row);
  return (
    <>
      <Text size="sm" fw={600}>
        {reviewLabel(t, 'state', edit.state)}
      </Text>
      {edit.observations !== '' && (
        <Text size="xs" c="dimmed" lineClamp={2}>
          {edit.observations}
        </Text>
      )}
    </>
  );
}
