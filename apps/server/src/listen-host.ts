import type { TDb } from './db/client';
import { hasDemoAccounts } from './demo/seed/demo';

export interface TListenHost {
  host: string;
  /** said in the first log line when the demo keeps the server on this machine */
  notice?: string;
}

/**
 * Where the portal listens: on `HOST` when it is set; otherwise on this machine only while the
 * demo's accounts exist (their passwords are public, so anyone on the network could sign in as the
 * demo's administrator), and on every interface for a database without them.
 */
export async function listenHost(configuredHost: string | undefined, db: TDb): Promise<TListenHost> {
  if (configuredHost) return { host: configuredHost };
  if (!(await hasDemoAccounts(db))) return { host: '0.0.0.0' };
  return {
    host: 'localhost',
    notice:
      'the demo accounts have public passwords: listening on this machine only (localhost); set HOST=0.0.0.0 to listen on every interface',
  };
}
