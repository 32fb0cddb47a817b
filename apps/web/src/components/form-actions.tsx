import { useState, type ReactNode } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TFormActionsProps {
  /** what went wrong with the last save or delete, shown above the buttons */
  failure: string | null;
  onCancel(): void;
  /** without it the primary button submits the form around it */
  onSave?: () => void;
  isSaving: boolean;
  isDisabled?: boolean;
  /** the primary button's label; Save when omitted */
  saveLabel?: string;
  /** a button at the start of the row, such as a ConfirmDeleteButton */
  start?: ReactNode;
}

/** The foot of a form in a modal or drawer: the failure of its last save, then Cancel and Save. */
export function FormActions({
  failure,
  onCancel,
  onSave,
  isSaving,
  isDisabled,
  saveLabel,
  start,
}: TFormActionsProps) {
  const { t } = useTranslation();
  return (
    <>
      {failure && (
        <Alert color="red" role="alert">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        {start}
        <Button variant="default" onClick={onCancel}>
          {t('ACTION_CANCEL')}
        </Button>
        <Button type={onSave ? 'button' : 'submit'} loading={isSaving} disabled={isDisabled} onClick={onSave}>
          {saveLabel ?? t('ACTION_SAVE')}
        </Button>
      </Group>
    </>
  );
}

interface TConfirmDeleteButtonProps {
  label: string;
  confirmLabel: string;
  isPending: boolean;
  isDisabled?: boolean;
  onConfirm(): void;
}

/** A delete that asks once: the first click turns the button into its confirmation, the second deletes. */
export function ConfirmDeleteButton({
  label,
  confirmLabel,
  isPending,
  isDisabled,
  onConfirm,
}: TConfirmDeleteButtonProps) {
  const [isConfirming, setConfirming] = useState(false);
  return (
    <Button
      variant={isConfirming ? 'filled' : 'subtle'}
      color="red"
      mr="auto"
      loading={isPending}
      disabled={isDisabled}
      onClick={() => (isConfirming ? onConfirm() : setConfirming(true))}
    >
      {isConfirming ? confirmLabel : label}
    </Button>
  );
}
