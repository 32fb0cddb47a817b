import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { ReportTimeZoneCard } from '../../features/settings/components/report-time-zone-card';
import { useTimezone } from '../../features/tenancy/api/get-timezone';

export function SettingsPage() {
  const { t } = useTranslation();
  const timeZone = useTimezone();
  return (
    <>
      <PageHeader title={t('MENU_SETTINGS')} description={t('SETTINGS_INFO')} />
      {/* the route is open only to holders of edit-tenant-settings (the menu's requirement) */}
      <ReportTimeZoneCard current={timeZone} />
    </>
  );
}

export { SettingsPage as Component };
