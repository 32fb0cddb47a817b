import { ActionIcon, Button, Group, NativeSelect, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconEye, IconMail, IconTrash, type Icon } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATES } from '@askhr/shared/bot/bot.constants';
import { reviewLabel } from '../review-labels';

interface TSelectionActionsProps {
  count: number;
  onSend(): void;
  onPreview(): void;
  /** Review Results only: Feedback cannot delete what employees rated */
  onDelete?: () => void;
  onSetState(state: number): void;
  isSettingState: boolean;
}

interface TAction {
  label: string;
  icon: Icon;
  color?: string;
  onClick(): void;
}

/** What the reviewer can do with the selected rows, shown in the sticky header. */
export function SelectionActions(props: TSelectionActionsProps) {
  const { count, onSend, onPreview, onDelete, onSetState, isSettingState } = props;
  const { t } = useTranslation();
  // on a phone the sticky header must not take a third of the screen: the buttons show their icon only
  const isPhone = useMediaQuery('(max-width: 48em)');
  const states = Object.values(REVIEW_STATES).map((id) => ({
    value: String(id),
    label: reviewLabel(t, 'state', id),
  }));
  const actions: TAction[] = [
    { label: t('REVIEW_SEND'), icon: IconMail, onClick: onSend },
    { label: t('REVIEW_PREVIEW'), icon: IconEye, onClick: onPreview },
  ];
  if (onDelete) actions.push({ label: t('REVIEW_DELETE'), icon: IconTrash, color: 'red', onClick: onDelete });

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
      {actions.map(({ label, icon: ActionIconGlyph, color, onClick }) =>
        isPhone ? (
          <ActionIcon
            key={label}
            variant="light"
            color={color}
            size="lg"
            aria-label={label}
            onClick={onClick}
          >
            <ActionIconGlyph size={18} />
          </ActionIcon>
        ) : (
          <Button
            key={label}
            variant="light"
            color={color}
            leftSection={<ActionIconGlyph size={16} />}
            onClick={onClick}
          >
            {label}
          </Button>
        ),
      )}
    </Group>
  );
}
