import { useDocumentTitle } from '@mantine/hooks';
import { IconCompass } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { NotFoundPanel } from '../../components/not-found-panel';
import { useClientConfig } from '../../lib/client-config';

export function NotFoundPage() {
  const { t } = useTranslation();
  const { productName } = useClientConfig();
  useDocumentTitle(`${t('PAGE_NOT_FOUND')} · ${productName}`);
  return (
    <NotFoundPanel
      icon={<IconCompass size={36} stroke={1.6} />}
      title={t('PAGE_NOT_FOUND')}
      text={t('PAGE_NOT_FOUND_TEXT')}
      backTo="/"
      backLabel={t('ACTION_GO_HOME')}
    />
  );
}

export { NotFoundPage as Component };
