import { useTranslation } from 'react-i18next';
import { Stack } from '@mantine/core';
import { SETTING_KEYS } from '@askhr/shared/tenancy/tenancy.constants';
import { PageHeader } from '../../components/page-header';
import { MessageRetentionCard } from '../../features/settings/components/message-retention-card';
import { ReportTimeZoneCard } from '../../features/settings/components/report-time-zone-card';
import { settingValue, useCustomSettings } from '../../features/tenancy/api/get-custom-settings';
import { useTimezone } from '../../features/tenancy/api/get-timezone';

export function SettingsPage() {
  const { t } = useTranslation();
  const timeZone = useTimezone();
  const { data: settings } = useCustomSettings();
  return (
    <>
      <PageHeader title={t('MENU_SETTINGS')} description={t('SETTINGS_INFO')} />
      {/* the route is open only to holders of edit-tenant-settings (the menu's requirement) */}
      <Stack gap="lg">
        <ReportTimeZoneCard current={timeZone} />
        <MessageRetentionCard stored={settingValue(settings, SETTING_KEYS.messageRetentionDays)} />
      </Stack>
    </>
  );
}

export { SettingsPage as Component };
