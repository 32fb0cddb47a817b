import { Button, Group, NativeSelect, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconMail, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { reviewLabel } from '../review-labels';

interface TSelectionActionsProps {
  count: number;
  onSend(): void;
  onPreview(): void;
  onDelete(): void;
  onSetState(state: number): void;
  isSettingState: boolean;
}

/** What the reviewer can do with the selected rows, shown in the sticky header. */
export function SelectionActions(props: TSelectionActionsProps) {
  const { count, onSend, onPreview, onDelete, onSetState, isSettingState } = props;
  const { t } = useTranslation();
  // on a phone the sticky header must not take a third of the screen
  const isPhone = useMediaQuery('(max-width: 48em)');
  const size = isPhone ? 'compact-sm' : 'sm';
  const states = Object.values(REVIEW_STATES).map((id) => ({
    value: String(id),
    label: reviewLabel(t, 'state', id),
  }));

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('REVIEW_SELECTION_ACTIONS')}>
      <Text size="sm" fw={600}>
        {t('REVIEW_SELECTED', { count })}
      </Text>
      <NativeSelect
        size={isPhone ? 'xs' : 'sm'}
        aria-label={t('REVIEW_SET_STATE')}
        data={[{ value: '', label: t('REVIEW_SET_STATE'), disabled: true }, ...states]}
        value=""
        disabled={isSettingState}
        onChange={(event) => onSetState(Number(event.currentTarget.value))}
      />
      <Button size={size} variant="light" leftSection={<IconMail size={16} />} onClick={onSend}>
        {t('REVIEW_SEND')}
      </Button>
      <Button size={size} variant="light" leftSection={<IconEye size={16} />} onClick={onPreview}>
        {t('REVIEW_PREVIEW')}
      </Button>
      <Button
        size={size}
        variant="light"
        color="red"
        leftSection={<IconTrash size={16} />}
        onClick={onDelete}
      >
        {t('REVIEW_DELETE')}
      </Button>
    </Group>
  );
}
