import { useMemo, useState } from 'react';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconWorldPin } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { useUnsavedChanges } from '../../../components/unsaved-changes/use-unsaved-changes';
import { useSaveReportsTimeZone } from '../api/save-reports-time-zone';
import { matchTimeZones, TIME_ZONE_SEARCH_MIN, timeZoneOptions } from './time-zones';
import { dateTimeFormat } from '../../../lib/i18n/intl';

/** 'Report Time Zone Region': the zone the dashboard, the exports and every date on screen use. */
export function ReportTimeZoneCard({ current }: { current: string }) {
  const { t } = useTranslation();
  const options = useMemo(() => timeZoneOptions(), []);
  const [chosen, setChosen] = useState<string | null>(null);
  const [search, setSearch] = useState('');
  const save = useSaveReportsTimeZone();
  const value = chosen ?? current;
  useUnsavedChanges(value !== current);
  const clock = dateTimeFormat({ timeZone: value, timeStyle: 'short' }).format(new Date());

  return (
    <SectionCard
      maw={680}
      icon={IconWorldPin}
      title={t('SETTINGS_TIME_ZONE_TITLE')}
      titleOrder={2}
      info={t('SETTINGS_TIME_ZONE_INFO')}
    >
      <Select
        label={t('SETTINGS_TIME_ZONE_LABEL')}
        data={options}
        value={value}
        onChange={(zone) => zone && setChosen(zone)}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        filter={({ options: shown, search: typed }) =>
          // the selected zone's own label stands in the box until something else is typed
          typed === options.find((o) => o.value === value)?.label
            ? shown
            : matchTimeZones(shown as { value: string; label: string }[], typed)
        }
        nothingFoundMessage={
          search.trim().length < TIME_ZONE_SEARCH_MIN
            ? t('SETTINGS_TIME_ZONE_TYPE_MORE', { count: TIME_ZONE_SEARCH_MIN })
            : t('SETTINGS_TIME_ZONE_NONE')
        }
        maxDropdownHeight={280}
        allowDeselect={false}
      />
      <Text size="sm">{t('SETTINGS_TIME_ZONE_CLOCK', { time: clock })}</Text>
      <Group justify="flex-end">
        <Button onClick={() => save.mutate(value)} disabled={value === current} loading={save.isPending}>
          {t('ACTION_SAVE')}
        </Button>
      </Group>
    </SectionCard>
  );
}
