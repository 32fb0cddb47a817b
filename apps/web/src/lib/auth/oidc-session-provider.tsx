import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useAuth } from 'react-oidc-context';
import type { UserManager } from 'oidc-client-ts';
import { returnPathFrom } from './return-path';
import { SessionContext, type TSession, type TSessionStatus } from './session';
import { signInWith, signOutWith } from './user-manager';

/** Adapts react-oidc-context to the app's session contract. */
export function OidcSessionProvider({
  userManager,
  children,
}: {
  userManager: UserManager;
  children: ReactNode;
}) {
  const auth = useAuth();
  const [isSigningOut, setIsSigningOut] = useState(false);
  // signoutRedirect drops the stored user before it navigates; without this flag the route guard
  // would see "signed out" and race the logout with a fresh sign-in redirect
  const signOut = useCallback(async () => {
    setIsSigningOut(true);
    await signOutWith(userManager);
  }, [userManager]);
  // a failed background renewal keeps a still-valid session usable, so "signed in" wins over "error"
  const status: TSessionStatus = isSigningOut
    ? 'signingOut'
    : auth.isAuthenticated
      ? 'signedIn'
      : auth.isLoading
        ? 'loading'
        : auth.error
          ? 'error'
          : 'signedOut';
  const state: unknown = auth.user?.state;
  const subject = auth.user?.profile.sub;

  const session = useMemo<TSession>(
    () => ({
      status,
      returnPath: returnPathFrom(state),
      subject,
      signIn: (returnTo) => signInWith(userManager, returnTo),
      signOut,
    }),
    [status, state, subject, userManager, signOut],
  );
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}
