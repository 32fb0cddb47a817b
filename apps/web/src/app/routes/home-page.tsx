import { Flex, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconChartAreaLine } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ComingSoon } from '../../components/coming-soon';
import { CompanyLogo } from '../../components/company-logo';
import { useCurrentUser } from '../../features/tenancy/api/get-current-user';
import { useTenantLogoUrl } from '../../features/tenancy/api/get-custom-settings';
import { useClientConfig } from '../../lib/client-config';
import { useTenant } from '../../lib/tenant';

export function HomePage() {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  const { tenantName } = useTenant();
  const { data: user } = useCurrentUser();
  const logoUrl = useTenantLogoUrl();
  useDocumentTitle(`${t('PAGE_HOME')} · ${productName}`);

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
      {/* the dashboard (spec 000, Home dashboard) is built later */}
      <ComingSoon icon={IconChartAreaLine} descriptionKey="COMING_HOME" />
    </Stack>
  );
}

export { HomePage as Component };
