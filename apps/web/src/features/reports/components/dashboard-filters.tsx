import { memo } from 'react';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BOT_ROLES } from '@askhr/shared/bot/bot.constants';
import type { TDashboardView } from '../dashboard-view';
import {
  granularityOptions,
  visiblePeriods,
  type TDateRange,
  type TGranularity,
  type TPresetPeriod,
} from '../dashboard-period';
import { formatDay } from '../dashboard-figures';
import { ExportButton } from './export-button';
import { GranularityMenu } from './granularity-menu';
import { PeriodPicker } from './period-picker';

interface TDashboardFiltersProps {
  view: TDashboardView;
  today: string;
  timeZone: string;
  hasRoleFeatures: boolean;
  countries: readonly { id: number; name: string }[];
  onPeriod(period: TPresetPeriod): void;
  onRange(range: TDateRange): void;
  onGranularity(granularity: TGranularity): void;
  onCountry(countryId: number | null): void;
  onRole(role: TDashboardView['role']): void;
}

/**
 * Period, granularity, country and role of the dashboard, and the export of the same range. Rendered
 * again only when one of them changes, not when the figures come in.
 */
export const DashboardFilters = memo(function DashboardFilters(props: TDashboardFiltersProps) {
  const { view, today, timeZone, hasRoleFeatures, countries } = props;
  const { t } = useTranslation();
  const roles = [
    { value: String(BOT_ROLES.peopleManager), label: t('ROLE_PEOPLE_MANAGER') },
    { value: String(BOT_ROLES.teamMember), label: t('ROLE_TEAM_MEMBER') },
  ];
  return (
    <Paper withBorder shadow="xs" p="md" radius="md" component="section" aria-label={t('DASHBOARD_FILTERS')}>
      <Stack gap="sm">
        <PeriodPicker
          periods={visiblePeriods(hasRoleFeatures)}
          period={view.period}
          range={view.range}
          today={today}
          onPeriod={props.onPeriod}
          onRange={props.onRange}
        />
        <Group gap="sm" wrap="wrap" align="flex-end" justify="space-between">
          <Group gap="sm" wrap="wrap" align="flex-end">
            <GranularityMenu
              options={granularityOptions(view.range, today)}
              value={view.granularity}
              onChange={props.onGranularity}
            />
            <Select
              aria-label={t('DASHBOARD_COUNTRY')}
              placeholder={t('DASHBOARD_ALL_COUNTRIES')}
              data={countries.map((country) => ({ value: String(country.id), label: country.name }))}
              value={view.countryId ? String(view.countryId) : null}
              onChange={(value) => props.onCountry(value ? Number(value) : null)}
              clearable
              searchable
              w={{ base: 'calc(50% - 6px)', sm: 200 }}
            />
            {hasRoleFeatures && (
              <Select
                aria-label={t('DASHBOARD_ROLE')}
                placeholder={t('DASHBOARD_ALL_ROLES')}
                data={roles}
                value={view.role ? String(view.role) : null}
                onChange={(value) =>
                  props.onRole(
                    value === '1' ? BOT_ROLES.peopleManager : value === '2' ? BOT_ROLES.teamMember : null,
                  )
                }
                clearable
                w={{ base: 'calc(50% - 6px)', sm: 180 }}
              />
            )}
          </Group>
          <ExportButton range={view.range} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('DASHBOARD_RANGE', { start: formatDay(view.range.start), end: formatDay(view.range.end) })} ·{' '}
          {t('DASHBOARD_TIME_ZONE', { timeZone })}
        </Text>
      </Stack>
    </Paper>
  );
});
