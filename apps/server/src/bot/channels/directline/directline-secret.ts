import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TDb } from '../../../db/client';
import { serverSecrets } from '../../../db/schema';

const NAME = 'directline-token-key';

/**
 * The HMAC key of Direct Line tokens, stored in `server_secrets` beside the sign-in keys so that
 * every process of a deployment verifies the tokens the others issued.
 */
export async function getDirectLineKey(db: TDb): Promise<Uint8Array> {
  const read = async () => (await db.select().from(serverSecrets).where(eq(serverSecrets.name, NAME)))[0];
  let row = await read();
  if (!row) {
    const value = { key: crypto.randomBytes(32).toString('base64url') };
    await db.insert(serverSecrets).values({ name: NAME, value }).onConflictDoNothing();
    row = await read();
  }
  return Buffer.from((row!.value as { key: string }).key, 'base64url');
}
