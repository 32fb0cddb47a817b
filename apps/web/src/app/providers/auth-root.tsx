import { useEffect, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { AuthProvider } from 'react-oidc-context';
import type { TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';
import { OidcSessionProvider } from '../../lib/auth/oidc-session-provider';
import { bindApiToUserManager, createUserManager } from '../../lib/auth/user-manager';
import { prefetchStoredSession } from '../tenant/use-early-tenant-basics';

/** Creates the OIDC user manager from the server's configuration and exposes the session. */
export function AuthRoot({ config, children }: { config: TClientConfiguration; children: ReactNode }) {
  const [userManager] = useState(() => {
    const manager = createUserManager(config);
    bindApiToUserManager(manager);
    return manager;
  });
  const queryClient = useQueryClient();
  useEffect(() => {
    void prefetchStoredSession(userManager, queryClient);
  }, [userManager, queryClient]);
  return (
    <AuthProvider userManager={userManager}>
      <OidcSessionProvider userManager={userManager}>{children}</OidcSessionProvider>
    </AuthProvider>
  );
}
