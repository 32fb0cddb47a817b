import { importJWK, SignJWT } from 'jose';
import { PERMISSIONS, FEATURES } from '@askhr/shared/access/permissions';
import { buildApp } from '../src/app';
import { parseConfig } from '../src/config';
import { openPglite, type TDatabase } from '../src/db/client';
import { prepareDatabase } from '../src/db/prepare';
import { getSigningKeys } from '../src/auth/secrets';
import { createTenant } from '../src/test/factories/tenants';
import { addMember, createUser } from '../src/test/factories/users';

export const ALL_PERMISSIONS_FOR_BENCH = [...PERMISSIONS];

/** A route that does nothing but pass the guard of a permission- and feature-gated route. */
export const ACCESS_ONLY_URL = '/api/bench/access';

/**
 * A server with one member and a valid access token: on a fresh in-memory database, or on the given
 * (prepared) one, where the member joins tenant `tenantId` when given.
 */
export async function prepareBenchApp(
  permissions: string[],
  opts: { database?: TDatabase; tenantId?: number } = {},
) {
  const config = parseConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const database = opts.database ?? (await openPglite(undefined));
  if (!opts.database) await prepareDatabase(database);
  const app = await buildApp({ config, database, serveWeb: false, logger: false });
  app.get(ACCESS_ONLY_URL, { onRequest: app.access('botReactions.list') }, async () => ({}));
  await app.ready();
  const tenant = opts.tenantId
    ? { id: opts.tenantId }
    : await createTenant(database.db, { countries: [2, 3, 4], features: [...FEATURES] });
  const user = await createUser(database.db);
  await addMember(database.db, tenant.id, user.id, permissions);
  const { keys } = await getSigningKeys(database.db);
  const token = await new SignJWT({})
    .setProtectedHeader({ alg: 'RS256', kid: keys[0]!.kid })
    .setSubject(user.identityId!)
    .setIssuer(config.auth.issuer)
    .setAudience(config.auth.audience)
    .setExpirationTime('1h')
    .sign(await importJWK(keys[0]!, 'RS256'));
  return {
    app,
    token,
    tenantId: tenant.id,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
