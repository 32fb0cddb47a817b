import { useState } from 'react';
import { ActionIcon, Button, Group, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { usePushWizard } from '../../hooks/use-push-wizard';

interface TWizardButtonsProps {
  wizard: ReturnType<typeof usePushWizard>;
  onCancel(): void;
}

/** Trash (editing), Cancel, Back, Next or Skip, and Schedule on the last step. */
export function WizardButtons({ wizard, onCancel }: TWizardButtonsProps) {
  const { t } = useTranslation();
  const [isConfirming, setConfirming] = useState(false);
  const { draft, step, index, steps } = wizard;
  const isLast = index === steps.length - 1;
  const isEdit = draft.id > 0;
  const scheduleLabel = `${t(isEdit ? 'PUSH_RESCHEDULE' : 'PUSH_SCHEDULE')}${draft.dryRun ? ` ${t('PUSH_TEST_SUFFIX')}` : ''}`;
  const busy = wizard.isSaving || wizard.isDeleting;

  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="xs">
        {isEdit &&
          (isConfirming ? (
            <Button color="red" loading={wizard.isDeleting} disabled={busy} onClick={wizard.destroy}>
              {t('PUSH_DELETE_CONFIRM')}
            </Button>
          ) : (
            <Tooltip label={t('PUSH_DELETE')}>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t('PUSH_DELETE')}
                disabled={busy}
                onClick={() => setConfirming(true)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          ))}
      </Group>
      <Group gap="sm" ml="auto">
        <Button variant="default" onClick={onCancel}>
          {t('ACTION_CANCEL')}
        </Button>
        <Button variant="default" disabled={index === 0 || busy} onClick={wizard.back}>
          {t('PUSH_BACK')}
        </Button>
        {isLast ? (
          <Button loading={wizard.isSaving} disabled={busy} onClick={wizard.schedule}>
            {scheduleLabel}
          </Button>
        ) : (
          <Button onClick={wizard.next}>{t(step === 'template' ? 'PUSH_SKIP' : 'PUSH_NEXT')}</Button>
        )}
      </Group>
    </Group>
  );
}
