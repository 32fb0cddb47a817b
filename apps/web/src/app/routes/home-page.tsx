import { useMemo, useState } from 'react';
import { Flex, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { zonedDate } from '@askhr/shared/time/zoned-time';
import { CompanyLogo } from '../../components/company-logo';
import { Dashboard } from '../../features/reports/components/dashboard';
import { useActiveCountries } from '../../features/tenancy/api/get-active-countries';
import { useCurrentUser } from '../../features/tenancy/api/get-current-user';
import { useTenantLogoUrl } from '../../features/tenancy/api/get-custom-settings';
import { useFeatures } from '../../features/tenancy/api/get-features';
import { timezoneQueryOptions } from '../../features/tenancy/api/get-timezone';
import { useClientConfig } from '../../lib/client-config';
import { useTenant } from '../../lib/tenant';

const isOn = (features: readonly { name: string; active: boolean }[], name: string) =>
  features.some((feature) => feature.name === name && feature.active);

export function HomePage() {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  const { tenantId, tenantName } = useTenant();
  const { data: user } = useCurrentUser();
  const logoUrl = useTenantLogoUrl();
  const timezone = useQuery(timezoneQueryOptions(tenantId));
  const features = useFeatures();
  const countries = useActiveCountries();
  useDocumentTitle(`${t('PAGE_HOME')} · ${productName}`);
  // "today" is read once per visit, so the range does not shift under the user while they look
  const [openedAt] = useState(() => Date.now());

  // ranges are whole days in the tenant's report time zone (spec 000 section 9: default UTC)
  const timeZone = timezone.data?.reportsTimeZone || 'UTC';
  const featureList = features.data ?? [];
  const reportCountries = useMemo(
    () => (countries.data ?? []).filter((country) => country.id !== GLOBAL_COUNTRY_ID),
    [countries.data],
  );
  const hasRoleFeatures =
    isOn(featureList, 'PeopleManagerRoleSupport') && isOn(featureList, 'TeamMemberRoleSupport');

  return (
    <Stack gap="lg">
      <Paper withBorder shadow="xs" p="xl">
        {/* on phones the logo sits above the greeting instead of squeezing it */}
        <Flex
          direction={{ base: 'column-reverse', sm: 'row' }}
          justify="space-between"
          align={{ base: 'flex-start', sm: 'center' }}
          gap="lg"
        >
          <Stack gap={6}>
            <Title order={2}>{t('HOME_WELCOME', { name: user?.name || user?.email || '' })}</Title>
            <Text c="dimmed">{t('HOME_SUBTITLE', { tenant: tenantName })}</Text>
          </Stack>
          <CompanyLogo name={tenantName} src={logoUrl} size={56} />
        </Flex>
      </Paper>
      <Dashboard
        today={zonedDate(openedAt, timeZone)}
        timeZone={timeZone}
        isReady={!timezone.isPending && !features.isPending}
        hasRoleFeatures={hasRoleFeatures}
        countries={reportCountries}
      />
    </Stack>
  );
}

export { HomePage as Component };
