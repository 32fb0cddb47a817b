import { Group, Paper, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import '@mantine/dates/styles.css';
import { IconCalendar, IconEye } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { PreviewResult } from '../../../features/answers/components/preview-result';
import { useAnswerPreview } from '../../../features/answers/api/get-answer-preview';
import { useActiveCountries } from '../../../features/tenancy/api/get-active-countries';
import { useTimezone } from '../../../features/tenancy/api/get-timezone';
import { zonedDate, zonedLocalToUtc } from '@askhr/shared/time/zoned-time';

interface TAnswerPreviewPanelProps {
  questionId: number;
  /** both role features are on: the role matters for manager-only questions */
  hasRoles: boolean;
}

/** "Preview as": exactly what an employee of a country and role gets, today or on a later date. */
export function AnswerPreviewPanel({ questionId, hasRoles }: TAnswerPreviewPanelProps) {
  const { t } = useTranslation();
  const timeZone = useTimezone();
  const countries = (useActiveCountries().data ?? []).filter((country) => country.id !== 1);
  const [countryCode, setCountryCode] = useState<string | null>(null);
  const [role, setRole] = useState('2');
  const [day, setDay] = useState('');
  // read once: the earliest day to preview is today in the company's zone
  const [openedAt] = useState(() => Date.now());
  const today = zonedDate(openedAt, timeZone);
  const date = day ? zonedLocalToUtc(`${day}T12:00`, timeZone) : null;
  const preview = useAnswerPreview(
    countryCode ? { questionId, countryCode, roleId: hasRoles ? Number(role) : null, date } : null,
  );

  return (
    <Paper withBorder p="md" className="no-print">
      <Stack gap="sm">
        <Group gap={6}>
          <IconEye size={18} />
          <Text fw={650}>{t('PREVIEW_AS_TITLE')}</Text>
        </Group>
        <Group gap="sm" align="flex-end" wrap="wrap">
          <Select
            label={t('PREVIEW_COUNTRY')}
            placeholder={t('PREVIEW_PICK_COUNTRY')}
            data={countries.map((country) => ({ value: country.code, label: country.name }))}
            value={countryCode}
            onChange={setCountryCode}
            searchable
            w={{ base: '100%', xs: 220 }}
          />
          {hasRoles && (
            <SegmentedControl
              value={role}
              onChange={setRole}
              data={[
                { value: '1', label: t('ROLE_PEOPLE_MANAGER') },
                { value: '2', label: t('ROLE_TEAM_MEMBER') },
              ]}
            />
          )}
          {/* a native date input would show the browser's own format (mm/dd/yyyy) */}
          <DatePickerInput
            label={t('PREVIEW_DATE', { timeZone })}
            placeholder={t('PREVIEW_TODAY')}
            value={day || null}
            onChange={(value) => setDay(value ?? '')}
            valueFormat="D MMM YYYY"
            minDate={today}
            clearable
            leftSection={<IconCalendar size={16} />}
            w={{ base: '100%', xs: 200 }}
          />
        </Group>
        {preview.isError && (
          <LoadError messageKey="LOAD_ERROR_ANSWERS" onRetry={() => void preview.refetch()} />
        )}
        {countryCode && preview.data && <PreviewResult preview={preview.data} />}
      </Stack>
    </Paper>
  );
}
