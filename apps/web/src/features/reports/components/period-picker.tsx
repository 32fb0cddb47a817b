import { useId, useState } from 'react';
import { Button, Group, VisuallyHidden } from '@mantine/core';
import type { DatesRangeValue } from '@mantine/dates';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { TMessageKey } from '../../../lib/i18n/i18n';
import { CustomRangeInput } from './custom-range-input';
import { REPORT_DATE_MIN, type TDateRange, type TPeriod, type TPresetPeriod } from '../dashboard-period';

const PERIOD_LABELS: Record<TPresetPeriod, TMessageKey> = {
  daily: 'PERIOD_DAILY',
  week: 'PERIOD_WEEK',
  month: 'PERIOD_MONTH',
  twoMonths: 'PERIOD_TWO_MONTHS',
  threeMonths: 'PERIOD_THREE_MONTHS',
};

interface TPeriodPickerProps {
  periods: readonly TPresetPeriod[];
  period: TPeriod;
  range: TDateRange;
  today: string;
  onPeriod(period: TPresetPeriod): void;
  onRange(range: TDateRange): void;
}

/** The period buttons and the custom range; every range ends today at the latest. */
export function PeriodPicker({ periods, period, range, today, onPeriod, onRange }: TPeriodPickerProps) {
  const { t } = useTranslation();
  const isWide = useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false });
  // the first click of a range picks only its start: it stays here until the end is picked
  const [draft, setDraft] = useState<DatesRangeValue<string> | null>(null);
  const labelId = useId();
  const inputId = useId();

  function change(value: DatesRangeValue<string>) {
    const [start, end] = value;
    if (start && end) {
      setDraft(null);
      onRange({ start, end });
    } else setDraft(value);
  }

  return (
    <Group gap="xs" wrap="wrap" role="group" aria-label={t('DASHBOARD_PERIOD')}>
      {periods.map((preset) => (
        <Button
          key={preset}
          size="sm"
          variant={period === preset ? 'filled' : 'default'}
          aria-pressed={period === preset}
          onClick={() => onPeriod(preset)}
        >
          {t(PERIOD_LABELS[preset])}
        </Button>
      ))}
      <VisuallyHidden id={labelId}>{t('DASHBOARD_CUSTOM_RANGE')}</VisuallyHidden>
      {/* named "Custom range" followed by the dates it shows: a name must contain the visible text */}
      <CustomRangeInput
        id={inputId}
        labelledBy={`${labelId} ${inputId}`}
        title={t('DASHBOARD_CUSTOM_RANGE')}
        value={draft ?? [range.start, range.end]}
        isCustom={period === 'custom'}
        onChange={change}
        onClose={() => setDraft(null)}
        minDate={REPORT_DATE_MIN}
        maxDate={today}
        columns={isWide ? 2 : 1}
      />
    </Group>
  );
}
