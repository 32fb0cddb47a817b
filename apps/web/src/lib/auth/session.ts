import { createContext, useContext } from 'react';

/** `signingOut`: the provider redirect is on its way; nothing may start a new sign-in meanwhile. */
export type TSessionStatus = 'loading' | 'signedIn' | 'signedOut' | 'signingOut' | 'error';

/** The sign-in state as the app needs it, independent of the OIDC library (tests provide a fake). */
export interface TSession {
  status: TSessionStatus;
  /** where to go once the sign-in callback completes */
  returnPath: string;
  /** the signed-in account at the identity provider (its subject); undefined until signed in */
  subject?: string;
  signIn(returnTo: string): Promise<void>;
  signOut(): Promise<void>;
}

export const SessionContext = createContext<TSession | null>(null);

export function useSession(): TSession {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a session provider');
  return session;
}
