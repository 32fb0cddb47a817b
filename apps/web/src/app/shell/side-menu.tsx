import { memo, useState } from 'react';
import { AppShell, Avatar, Group, NavLink, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsExchange, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TMenuEntry } from '@askhr/shared/access/access-table';
import { useConfirmedLeave } from '../../components/unsaved-changes/use-confirmed-leave';
import { useCurrentUser } from '../../features/tenancy/api/get-current-user';
import { useSession } from '../../lib/auth/session';
import { useTenant } from '../../lib/tenant';
import { LanguageButton, LanguageChoices } from './language-menu';
import { MenuLinks } from './menu-links';
import classes from './shell.module.css';
import { TenantBrand } from './tenant-brand';

interface TSideMenuProps {
  /** null while permissions and features load */
  entries: readonly TMenuEntry[] | null;
  pathname: string;
  onNavigate?(): void;
}

export const SideMenu = memo(function SideMenu({ entries, pathname, onNavigate }: TSideMenuProps) {
  const { t } = useTranslation();
  const { canSwitch, switchTenant } = useTenant();
  const tenantSwitch = useConfirmedLeave(switchTenant);
  const session = useSession();
  const { data: user } = useCurrentUser();
  const [languagesOpened, setLanguagesOpened] = useState(false);

  return (
    <>
      <AppShell.Section className={classes.brand} visibleFrom="sm">
        <TenantBrand />
      </AppShell.Section>
      {/* native scrolling: Mantine's ScrollArea would bring Floating UI into the shell's bundle */}
      <AppShell.Section grow className={classes.menuScroll}>
        {entries ? (
          <MenuLinks entries={entries} pathname={pathname} onNavigate={onNavigate} />
        ) : (
          <Stack gap={8} data-testid="menu-loading">
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} h={36} radius="md" />
            ))}
          </Stack>
        )}
      </AppShell.Section>
      <AppShell.Section className={classes.footerSection}>
        {user && (
          <Group gap="sm" wrap="nowrap" miw={0} className={classes.user}>
            <Avatar name={user.name || user.email} color="initials" size={32} radius="xl" />
            <Stack gap={0} miw={0} style={{ flex: 1 }}>
              <Text size="sm" fw={600} truncate="end">
                {user.name}
              </Text>
              <Text size="xs" c="dimmed" truncate="end">
                {user.email}
              </Text>
            </Stack>
            <LanguageButton opened={languagesOpened} onToggle={() => setLanguagesOpened((open) => !open)} />
          </Group>
        )}
        {languagesOpened && <LanguageChoices onChosen={() => setLanguagesOpened(false)} />}
        {canSwitch && (
          <NavLink
            component="button"
            className={classes.link}
            label={t('MENU_SWITCH_TENANT')}
            leftSection={<IconArrowsExchange size={19} stroke={1.7} />}
            onClick={() => {
              onNavigate?.();
              tenantSwitch.request();
            }}
          />
        )}
        {tenantSwitch.confirm}
        <NavLink
          component="button"
          className={classes.link}
          label={t('MENU_LOG_OUT')}
          leftSection={<IconLogout size={19} stroke={1.7} />}
          onClick={() => void session.signOut()}
        />
      </AppShell.Section>
    </>
  );
});
