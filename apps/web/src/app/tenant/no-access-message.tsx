import { Button } from '@mantine/core';
import { IconBuildingOff, IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FullPageMessage } from '../../components/full-page-message';
import { ProductMark } from '../../components/product-mark';
import { useClientConfig } from '../../lib/client-config';
import { useSession } from '../../lib/auth/session';

/** Signed in, but nothing to open: no tenant, or the server refuses the account. */
export function NoAccessMessage({ message }: { message: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const { productName } = useClientConfig();
  return (
    <FullPageMessage
      header={<ProductMark productName={productName} />}
      icon={<IconBuildingOff size={32} />}
      title={t('NO_ACCESS_TITLE')}
      message={message}
      actions={
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          onClick={() => void session.signOut()}
        >
          {t('MENU_LOG_OUT')}
        </Button>
      }
    />
  );
}
