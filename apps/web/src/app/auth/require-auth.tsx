import { useEffect, useRef } from 'react';
import { Button } from '@mantine/core';
import { IconLockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { FullPageLoader } from '../../components/full-page-loader';
import { FullPageMessage } from '../../components/full-page-message';
import { currentPath } from '../../lib/auth/return-path';
import { useSession } from '../../lib/auth/session';

/** Every page but /callback needs a signed-in user; others go to the provider and come back here. */
export function RequireAuth() {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  const returnTo = currentPath(location);
  // StrictMode runs effects twice; one redirect is enough
  const hasStarted = useRef(false);

  useEffect(() => {
    if (session.status !== 'signedOut' || hasStarted.current) return;
    hasStarted.current = true;
    void session.signIn(returnTo).finally(() => {
      hasStarted.current = false;
    });
  }, [session, returnTo]);

  if (session.status === 'signedIn') return <Outlet />;
  if (session.status === 'error')
    return (
      <FullPageMessage
        color="orange"
        icon={<IconLockExclamation size={32} />}
        title={t('AUTH_FAILED_TITLE')}
        message={t('AUTH_FAILED_TEXT')}
        actions={<Button onClick={() => void session.signIn(returnTo)}>{t('ACTION_SIGN_IN')}</Button>}
      />
    );
  const labels = { signedOut: t('AUTH_REDIRECTING'), signingOut: t('AUTH_SIGNING_OUT'), loading: undefined };
  return <FullPageLoader label={labels[session.status]} />;
}
