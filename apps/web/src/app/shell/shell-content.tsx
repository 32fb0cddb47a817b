import { memo } from 'react';
import { Button, Center, EmptyState, Loader, Paper } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RouteGuard } from './route-guard';
import type { TShellAccess } from './use-shell-access';

/** The page area: waits for the tenant's permissions, then hands over to the guarded route. */
export const ShellContent = memo(function ShellContent({ access }: { access: TShellAccess }) {
  const { t } = useTranslation();
  if (access.status === 'loading')
    return (
      <Center py={96}>
        <Loader type="dots" />
      </Center>
    );
  if (access.status === 'error')
    return (
      <Paper withBorder shadow="xs" py={64} px="xl" mt="md">
        <EmptyState
          variant="light"
          color="red"
          size="lg"
          icon={<IconAlertTriangle size={34} stroke={1.6} />}
          title={t('SHELL_LOAD_FAILED_TITLE')}
          description={t('SHELL_LOAD_FAILED_TEXT')}
          maw={460}
          mx="auto"
        >
          <EmptyState.Actions>
            <Button onClick={access.retry}>{t('ACTION_TRY_AGAIN')}</Button>
          </EmptyState.Actions>
        </EmptyState>
      </Paper>
    );
  return <RouteGuard grant={access.grant} menu={access.menu} />;
});
