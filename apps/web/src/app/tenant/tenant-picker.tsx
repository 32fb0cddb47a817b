import { Button, Center, Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconChevronRight, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../components/company-logo';
import { ProductMark } from '../../components/product-mark';
import { useSession } from '../../lib/auth/session';
import { useClientConfig } from '../../lib/client-config';
import type { TTenantChoice } from '../../lib/tenant';
import { NoAccessMessage } from './no-access-message';
import { sortTenants } from './tenant-choice';
import classes from './tenant-picker.module.css';

interface TTenantPickerProps {
  tenants: readonly TTenantChoice[];
  onChoose(tenant: TTenantChoice): void;
  email?: string;
}

export function TenantPicker({ tenants, onChoose, email }: TTenantPickerProps) {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  const session = useSession();

  if (tenants.length === 0) return <NoAccessMessage message={t('TENANT_NONE')} />;

  return (
    <Center mih="100dvh" p="md" bg="var(--mantine-color-gray-0)">
      <Stack w="100%" maw={480} gap="lg">
        <ProductMark productName={productName} />
        <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 32 }}>
          <Stack gap="lg">
            <Stack gap={6}>
              <Title order={3}>{t('TENANT_PICKER_TITLE')}</Title>
              <Text size="sm" c="dimmed">
                {t('TENANT_PICKER_TEXT')}
              </Text>
            </Stack>
            <Stack
              gap="sm"
              component="ul"
              aria-label={t('TENANT_LIST_LABEL')}
              p={0}
              m={0}
              style={{ listStyle: 'none' }}
            >
              {sortTenants(tenants).map((tenant) => (
                <li key={tenant.id}>
                  <UnstyledButton
                    className={classes.item}
                    onClick={() => onChoose(tenant)}
                    aria-label={tenant.name}
                  >
                    <CompanyLogo name={tenant.name} size={40} />
                    <Text fw={600}>{tenant.name}</Text>
                    <IconChevronRight size={18} className={classes.chevron} />
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </Stack>
        </Paper>
        <Stack gap={4} align="center">
          {email && (
            <Text size="xs" c="dimmed">
              {t('SIGNED_IN_AS', { email })}
            </Text>
          )}
          <Button
            variant="subtle"
            color="gray"
            size="xs"
            leftSection={<IconLogout size={14} />}
            onClick={() => void session.signOut()}
          >
            {t('MENU_LOG_OUT')}
          </Button>
        </Stack>
      </Stack>
    </Center>
  );
}
