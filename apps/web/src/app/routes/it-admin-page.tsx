import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../components/page-header';
import { useFeatures } from '../../features/tenancy/api/get-features';
import { useItAdminConfig } from '../../features/it-admin/api/get-it-admin-config';
import { AllowedRecipientsSection } from '../../features/it-admin/components/allowed-recipients-section';
import { SlackInstallSection } from '../../features/it-admin/components/slack-install-section';

const PUSH_FLAGS = ['PushMessaging', 'Surveys'];

// the route is open only to holders of it-admin (the menu's requirement)
export function ItAdminPage() {
  const { t } = useTranslation();
  const config = useItAdminConfig();
  const hasPush = useFeatures().data?.some((f) => f.active && PUSH_FLAGS.includes(f.name)) ?? false;
  return (
    <>
      <PageHeader title={t('MENU_IT_ADMIN')} description={t('IT_ADMIN_INFO')} />
      {config.data && (
        <Stack gap="lg" maw={860}>
          <SlackInstallSection slack={config.data.slack} />
          {hasPush && <AllowedRecipientsSection channels={config.data.channels} />}
        </Stack>
      )}
    </>
  );
}

export { ItAdminPage as Component };
