import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { TDb } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * Returns the secret stored under `name`, creating it on first use. Every process of a deployment
 * reads the same row, so tokens signed by one process verify in the others.
 */
async function getOrCreate<T>(db: TDb, name: string, create: () => Promise<T>): Promise<T> {
  const existing = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (existing[0]) return existing[0].value as T;
  const value = await create();
  await db.insert(serverSecrets).values({ name, value }).onConflictDoNothing();
  const stored = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return stored[0]!.value as T;
}

export interface TSigningKeys {
  /** private JWKs, newest first */
  keys: JWK[];
}

export function getSigningKeys(db: TDb): Promise<TSigningKeys> {
  return getOrCreate(db, 'oidc-signing-keys', async () => {
    const { privateKey } = await generateKeyPair('RS256', { extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: crypto.randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
}

export function getCookieKeys(db: TDb): Promise<string[]> {
  return getOrCreate(db, 'oidc-cookie-keys', async () => [crypto.randomBytes(32).toString('base64url')]);
}

/** The public half of the signing keys, as published in the provider's JWKS. */
export function publicJwks(keys: TSigningKeys): { keys: JWK[] } {
  return {
    keys: keys.keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
      Object.fromEntries(
        Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined),
      ),
    ),
  };
}

/**
 * The key sealing stored secrets: DATA_ENCRYPTION_KEY when configured, else one generated once and
 * shared by every process through server_secrets (which keeps it apart from the sealed rows only
 * as far as backups of that table are kept apart; a deployment that needs more sets the variable).
 */
export async function getDataEncryptionKey(db: TDb, configured?: string): Promise<Uint8Array> {
  if (configured) return Buffer.from(configured, 'base64');
  const { key } = await getOrCreate(db, 'data-encryption-key', async () => ({
    key: crypto.randomBytes(32).toString('base64url'),
  }));
  return Buffer.from(key, 'base64url');
}
