import { useEffect, useState, type ReactNode } from 'react';
import type { UserManager } from 'oidc-client-ts';
import { useQueryClient } from '@tanstack/react-query';
import { AuthProvider } from 'react-oidc-context';
import type { TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';
import { OidcSessionProvider } from '../../lib/auth/oidc-session-provider';
import { startSession } from '../../lib/auth/user-manager';
import { prefetchStoredSession } from '../tenant/use-early-tenant-basics';

interface TAuthRootProps {
  config: TClientConfiguration;
  /** the one the portal started with (app/boot.ts), which has already asked for the stored session's data */
  startedWith?: UserManager;
  children: ReactNode;
}

/** Creates the OIDC user manager from the server's configuration, unless it started with one, and exposes the session. */
export function AuthRoot({ config, startedWith, children }: TAuthRootProps) {
  const [userManager] = useState(() => startedWith ?? startSession(config));
  const queryClient = useQueryClient();
  useEffect(() => {
    // one the portal started with has asked already
    if (!startedWith) void prefetchStoredSession(userManager, queryClient);
  }, [userManager, startedWith, queryClient]);
  return (
    // only /callback carries the sign-in's code: Slack's return (/ExchangeSlackToken) has a code
    // and a state of its own, which are not the provider's
    <AuthProvider userManager={userManager} skipSigninCallback={window.location.pathname !== '/callback'}>
      <OidcSessionProvider userManager={userManager}>{children}</OidcSessionProvider>
    </AuthProvider>
  );
}
