import { memo } from 'react';
import { Divider, Group, Stack, Text } from '@mantine/core';
import { CompanyLogo } from '../../components/company-logo';
import { useTenantLogoUrl } from '../../features/tenancy/api/get-custom-settings';
import { useClientConfig } from '../../lib/client-config';
import { useTenant } from '../../lib/tenant';

/**
 * The chosen tenant's logo and name at the top of the menu. Logos are usually wide wordmarks, so
 * they get a row of their own; without one, an initial badge sits beside the name.
 */
export const TenantBrand = memo(function TenantBrand({ compact = false }: { compact?: boolean }) {
  const { productName } = useClientConfig();
  const { tenantName } = useTenant();
  const logoUrl = useTenantLogoUrl();
  const name = (
    <Text fw={650} size="sm" truncate="end" data-testid="tenant-name">
      {tenantName}
    </Text>
  );

  if (logoUrl && compact)
    return (
      <Group gap="sm" wrap="nowrap" miw={0}>
        <CompanyLogo name={tenantName} src={logoUrl} size={28} />
        <Divider orientation="vertical" />
        {name}
      </Group>
    );
  if (logoUrl)
    return (
      <Stack gap={8} miw={0}>
        <CompanyLogo name={tenantName} src={logoUrl} size={34} />
        <Group gap={6} wrap="nowrap" miw={0}>
          {name}
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            · {productName}
          </Text>
        </Group>
      </Stack>
    );
  return (
    <Group gap="sm" wrap="nowrap" miw={0}>
      <CompanyLogo name={tenantName} size={compact ? 30 : 38} />
      <Stack gap={0} miw={0}>
        {name}
        <Text size="xs" c="dimmed" truncate="end">
          {productName}
        </Text>
      </Stack>
    </Group>
  );
});
