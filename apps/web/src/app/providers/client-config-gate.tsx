import { useEffect, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';
import { FullPageLoader } from '../../components/full-page-loader';
import { FullPageMessage } from '../../components/full-page-message';
import { useClientConfiguration } from '../../features/tenancy/api/get-client-configuration';
import { ClientConfigProvider } from '../../lib/client-config';

/** Loads the client configuration (which provider signs users in) before anything else. */
export function ClientConfigGate({ children }: { children: (config: TClientConfiguration) => ReactNode }) {
  const { t } = useTranslation();
  const query = useClientConfiguration();
  const productName = query.data?.productName;

  useEffect(() => {
    if (productName) document.title = `${productName} Portal`;
  }, [productName]);

  if (query.isPending) return <FullPageLoader label={t('APP_LOADING')} />;
  if (query.isError)
    return (
      <FullPageMessage
        color="red"
        icon={<IconPlugConnectedX size={32} />}
        title={t('APP_CONFIG_FAILED_TITLE')}
        message={t('APP_CONFIG_FAILED_TEXT')}
        actions={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            {t('ACTION_TRY_AGAIN')}
          </Button>
        }
      />
    );
  return <ClientConfigProvider config={query.data}>{children(query.data)}</ClientConfigProvider>;
}
