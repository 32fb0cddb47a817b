import { useEffect, useRef, useState } from 'react';
import { Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { PUSH_FREQUENCIES } from '@askhr/shared/push/push.constants';
import { useTranslation } from 'react-i18next';
import { translateSharedMessage } from '../../../../lib/i18n/shared-messages';
import { useTenantTimeZone } from '../../../../lib/time-zone';
import { useTimeOptions } from '../../api/get-time-options';
import type { TFieldErrors } from '../../hooks/use-push-wizard';
import type { TPushDraft } from '../../push-draft';
import { frequencyText } from '../../push-labels';
import { CsvField } from './csv-field';
import { RecipientsField } from './recipients-field';

interface TStepProps {
  draft: TPushDraft;
  errors: TFieldErrors;
  /** the PushItemsUploadCSV feature */
  hasCsv: boolean;
  onChange(patch: Partial<TPushDraft>): void;
}

/** A field's messages, the rules' and the server's English in the portal's language. */
export const firstOf = (errors: TFieldErrors, field: string) =>
  errors[field]?.map(translateSharedMessage).join(' ') || undefined;

/** When, how often and to whom: a date or a test, the frequency, groups or a CSV list. */
export function DeliveryStep({ draft, errors, hasCsv, onChange }: TStepProps) {
  const { t } = useTranslation();
  const timeZone = useTenantTimeZone();
  const timeOptions = useTimeOptions();
  const frequencies = (timeOptions.data ?? PUSH_FREQUENCIES).map((o) => ({
    value: String(o.id),
    label: frequencyText(t, o),
  }));
  const dateInput = useRef<HTMLInputElement>(null);
  // a test has no date of its own: unticking it leaves the date to be given
  const [isDateAsked, setDateAsked] = useState(false);
  const needsDate = isDateAsked && !draft.dryRun && draft.schedule.trim() === '';
  useEffect(() => {
    if (isDateAsked) dateInput.current?.focus();
  }, [isDateAsked]);
  const onDryRun = (dryRun: boolean) => {
    setDateAsked(!dryRun && draft.schedule.trim() === '');
    onChange({ dryRun });
  };

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        {/* typed as the portal writes dates, in the company's zone */}
        <TextInput
          ref={dateInput}
          label={t('PUSH_DATE', { timeZone })}
          description={t(needsDate ? 'PUSH_DATE_NEEDED' : 'PUSH_DATE_HINT')}
          descriptionProps={needsDate ? { c: 'orange', fw: 500 } : undefined}
          withAsterisk={needsDate}
          placeholder={t('EDIT_SCHEDULE_PLACEHOLDER')}
          value={draft.dryRun ? '' : draft.schedule}
          disabled={draft.dryRun}
          error={firstOf(errors, 'date')}
          onChange={(event) => onChange({ schedule: event.currentTarget.value })}
          w={{ base: '100%', sm: 300 }}
          data-autofocus
        />
        <Select
          label={t('PUSH_FREQUENCY')}
          data={frequencies}
          value={String(draft.frequency)}
          allowDeselect={false}
          onChange={(value) => onChange({ frequency: Number(value ?? 0) })}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      <Checkbox
        label={t('PUSH_DRY_RUN')}
        description={t('PUSH_DRY_RUN_HINT')}
        checked={draft.dryRun}
        onChange={(event) => onDryRun(event.currentTarget.checked)}
      />
      <RecipientsField
        value={draft.groups}
        disabled={draft.csv !== null}
        error={firstOf(errors, 'recipients')}
        onChange={(groups) => onChange({ groups })}
      />
      {hasCsv && (
        <CsvField
          value={draft.csv}
          disabled={draft.groups.length > 0}
          error={firstOf(errors, 'recipientsCsv')}
          onChange={(csv) => onChange({ csv })}
        />
      )}
    </Stack>
  );
}
