import { Button } from '@mantine/core';
import { IconLockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { FullPageMessage } from '../../components/full-page-message';
import { useSession } from '../../lib/auth/session';

/** The provider sends the user back here; the OIDC provider component exchanges the code. */
export function CallbackPage() {
  const { t } = useTranslation();
  const session = useSession();

  if (session.status === 'signedIn') return <Navigate to={session.returnPath} replace />;
  // opened without a pending sign-in (a bookmark, the back button): start over from Home
  if (session.status === 'signedOut') return <Navigate to="/" replace />;
  if (session.status === 'error')
    return (
      <FullPageMessage
        color="orange"
        icon={<IconLockExclamation size={32} />}
        title={t('AUTH_FAILED_TITLE')}
        message={t('AUTH_FAILED_TEXT')}
        actions={<Button onClick={() => void session.signIn('/')}>{t('ACTION_SIGN_IN')}</Button>}
      />
    );
  return <FullPageLoader label={t('AUTH_COMPLETING')} />;
}

export { CallbackPage as Component };
