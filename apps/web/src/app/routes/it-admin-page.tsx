import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFeature } from '@askhr/shared/access/permissions';
import { PageHeader } from '../../components/page-header';
import { useItAdminConfig } from '../../features/it-admin/api/get-it-admin-config';
import { AllowedRecipientsSection } from '../../features/it-admin/components/allowed-recipients-section';
import { SlackInstallSection } from '../../features/it-admin/components/slack-install-section';
import { TeamsPackageCard } from '../../features/it-admin/teams/components/teams-package-card';
import { SupportInboxesCard } from '../../features/it-admin/support-inboxes/components/support-inboxes-card';
import { useFeatures } from '../../features/tenancy/api/get-features';

/** The Slack workspaces, from the IT configuration (one request however many sections read it). */
function SlackSection() {
  const config = useItAdminConfig();
  return config.data ? <SlackInstallSection slack={config.data.slack} /> : null;
}

function AllowedListSection() {
  const config = useItAdminConfig();
  return config.data ? <AllowedRecipientsSection channels={config.data.channels} /> : null;
}

interface TSection {
  key: string;
  /** shown when one of these flags is on for the tenant (spec 001, IT Admin); always when empty */
  anyFeatures: readonly TFeature[];
  element: ReactNode;
}

/** The sections in the spec's order; each feature owns its card. */
const SECTIONS: readonly TSection[] = [
  { key: 'teams', anyFeatures: ['CustomBot'], element: <TeamsPackageCard /> },
  { key: 'slack', anyFeatures: [], element: <SlackSection /> },
  { key: 'allowed', anyFeatures: ['PushMessaging', 'Surveys'], element: <AllowedListSection /> },
  { key: 'inboxes', anyFeatures: ['EscalateNotSatisfactoryAnswer'], element: <SupportInboxesCard /> },
];

/** IT Admin: the route itself needs it-admin (the menu's requirement). */
export function ItAdminPage() {
  const { t } = useTranslation();
  const features = useFeatures();
  const active = new Set((features.data ?? []).filter((f) => f.active).map((f) => f.name));
  const shown = SECTIONS.filter(
    ({ anyFeatures }) => anyFeatures.length === 0 || anyFeatures.some((f) => active.has(f)),
  );
  return (
    <>
      <PageHeader title={t('MENU_IT_ADMIN')} description={t('IT_ADMIN_INFO')} />
      <Stack gap="lg" maw={900}>
        {shown.map((section) => (
          <div key={section.key}>{section.element}</div>
        ))}
        {features.isSuccess && shown.length === 0 && (
          <Paper withBorder p="lg">
            <Text size="sm">{t('IT_ADMIN_NOTHING')}</Text>
          </Paper>
        )}
      </Stack>
    </>
  );
}

export { ItAdminPage as Component };
