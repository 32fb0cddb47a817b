import { createContext, useContext, type ReactNode } from 'react';
import type { TClientConfiguration } from '@askhr/shared/tenancy/tenancy.schemas';

const ClientConfigContext = createContext<TClientConfiguration | null>(null);

export function ClientConfigProvider({
  config,
  children,
}: {
  config: TClientConfiguration;
  children: ReactNode;
}) {
  return <ClientConfigContext.Provider value={config}>{children}</ClientConfigContext.Provider>;
}

/** The server's client configuration, loaded once before anything else renders. */
export function useClientConfig(): TClientConfiguration {
  const config = useContext(ClientConfigContext);
  if (!config) throw new Error('useClientConfig must be used inside ClientConfigProvider');
  return config;
}
