import { useState } from 'react';
import { Button, Group, NumberInput, Text } from '@mantine/core';
import { IconHourglass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  MESSAGE_RETENTION_MAX_DAYS,
  MESSAGE_RETENTION_MIN_DAYS,
  MESSAGE_RETENTION_NOT_A_NUMBER,
  messageRetentionDaysOf,
  messageRetentionError,
} from '@askhr/shared/settings/retention';
import { SectionCard } from '../../../components/section-card';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { hasStatus, isApiError } from '../../../lib/api-error';
import { useSaveMessageRetention } from '../api/save-message-retention';

/** "Employees' messages": how many days messages are kept before the nightly clean-up deletes them. */
export function MessageRetentionCard({ stored }: { stored: string | undefined }) {
  const { t } = useTranslation();
  const current = messageRetentionDaysOf(stored);
  const [typed, setTyped] = useState<string | number | null>(null);
  const save = useSaveMessageRetention();
  const value = typed ?? current;
  const isChanged = String(value) !== String(current);
  useUnsavedChanges(isChanged);
  const issue = messageRetentionError(String(value));
  const inlineError =
    issue === undefined
      ? undefined
      : issue === MESSAGE_RETENTION_NOT_A_NUMBER
        ? t('SETTINGS_RETENTION_NOT_A_NUMBER')
        : t('SETTINGS_RETENTION_OUT_OF_RANGE', {
            min: MESSAGE_RETENTION_MIN_DAYS,
            max: MESSAGE_RETENTION_MAX_DAYS,
          });
  const refused =
    hasStatus(save.error, 400) && isApiError(save.error)
      ? (save.error.fields.value?.[0] ?? save.error.message)
      : undefined;

  return (
    <SectionCard
      maw={680}
      icon={IconHourglass}
      title={t('SETTINGS_RETENTION_TITLE')}
      titleOrder={2}
      info={t('SETTINGS_RETENTION_INFO')}
    >
      <NumberInput
        label={t('SETTINGS_RETENTION_LABEL')}
        value={value}
        onChange={(next) => {
          setTyped(next);
          save.reset();
        }}
        min={MESSAGE_RETENTION_MIN_DAYS}
        max={MESSAGE_RETENTION_MAX_DAYS}
        allowDecimal={false}
        allowNegative={false}
        clampBehavior="none"
        hideControls
        rightSection={
          <Text size="sm" c="dimmed">
            {t('SETTINGS_RETENTION_UNIT')}
          </Text>
        }
        rightSectionWidth={56}
        rightSectionPointerEvents="none"
        maw={260}
        error={inlineError ?? refused}
      />
      <Text size="sm">{t('SETTINGS_RETENTION_EXPLAINED')}</Text>
      <Group justify="flex-end">
        <Button
          onClick={() => save.mutate(Number(value))}
          disabled={!isChanged || inlineError !== undefined}
          loading={save.isPending}
        >
          {t('ACTION_SAVE')}
        </Button>
      </Group>
    </SectionCard>
  );
}
