import { useDeferredValue, useState } from 'react';
import { AppShell, Burger, Group } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { LeaveGuard } from '../../components/unsaved-changes/leave-guard';
import { AppFooter } from './app-footer';
import { HelpButton } from './help-button';
import classes from './shell.module.css';
import { ShellContent } from './shell-content';
import { SideMenu } from './side-menu';
import { TenantBrand } from './tenant-brand';
import { useShellAccess } from './use-shell-access';

/**
 * The portal's frame. From the sm breakpoint up the menu is a fixed side bar; below it a top bar
 * with a burger drops the same menu down over the page.
 */
export function AppLayout() {
  const { t } = useTranslation();
  const [isMenuOpen, { toggle, close }] = useDisclosure(false);
  // on a phone the menu is folded away under the burger: it is built the first time it is opened, not
  // with every page the phone opens first
  const isPhone = useMediaQuery('(max-width: 47.99em)', false, { getInitialValueInEffect: false });
  const [wasMenuOpened, setWasMenuOpened] = useState(false);
  if (isMenuOpen && !wasMenuOpened) setWasMenuOpened(true);
  const { pathname } = useLocation();
  // rendered in slices once permissions and features are in (see TenantGate)
  const access = useDeferredValue(useShellAccess());

  return (
    <AppShell
      header={{ height: { base: 60, sm: 0 } }}
      navbar={{ width: 264, breakpoint: 'sm', collapsed: { mobile: !isMenuOpen } }}
      padding={0}
    >
      <AppShell.Header hiddenFrom="sm" className={classes.header} px="md">
        <Group h="100%" justify="space-between" wrap="nowrap">
          <TenantBrand compact />
          <Group gap={4} wrap="nowrap">
            <HelpButton inline />
            <Burger opened={isMenuOpen} onClick={toggle} size="sm" aria-label={t('ACTION_OPEN_MENU')} />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        className={classes.navbar}
        aria-label={t('MENU_LABEL')}
        aria-busy={access.status === 'loading'}
      >
        {(!isPhone || wasMenuOpened) && (
          <SideMenu
            entries={access.status === 'ready' ? access.menu : null}
            pathname={pathname}
            onNavigate={close}
          />
        )}
      </AppShell.Navbar>
      <AppShell.Main>
        <div className={classes.main}>
          <div className={classes.content}>
            <ShellContent access={access} />
          </div>
          <AppFooter />
        </div>
      </AppShell.Main>
      <HelpButton hidden={isMenuOpen} />
      <LeaveGuard />
    </AppShell>
  );
}
