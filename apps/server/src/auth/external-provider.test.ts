import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { createTestApp, type TTestApp } from '../test/app';
import { addMember } from '../test/factories/users';
import { createTenant } from '../test/factories/tenants';

/** A company's own OpenID Connect provider: discovery and JWKS, as the server fetches them. */
async function startFakeIssuer() {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'corp-key-1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    res.setHeader('content-type', 'application/json');
    if (req.url === '/.well-known/openid-configuration')
      return res.end(JSON.stringify({ issuer: base, jwks_uri: `${base}/keys` }));
    if (req.url === '/keys') return res.end(JSON.stringify({ keys: [jwk] }));
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { issuer, privateKey, close: () => new Promise((resolve) => server.close(resolve)) };
}

const sign = (
  key: CryptoKey,
  issuer: string,
  claims: Record<string, unknown>,
  sub: string,
  aud = 'api://portal',
) =>
  new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: 'corp-key-1' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience(aud)
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(key);

describe('an external sign-in provider', () => {
  let fake: Awaited<ReturnType<typeof startFakeIssuer>>;
  let t: TTestApp;
  beforeAll(async () => {
    fake = await startFakeIssuer();
    t = await createTestApp({
      env: {
        OIDC_ISSUER: fake.issuer,
        OIDC_AUDIENCE: 'api://portal',
        OIDC_CLIENT_ID: 'corp-portal',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('is announced to the portal, and the embedded provider is off', async () => {
    const config = (await t.app.inject('/api/ClientConfiguration/')).json();
    expect(config).toMatchObject({
      authority: fake.issuer,
      clientId: 'corp-portal',
      audience: 'api://portal',
    });
    expect(config.embedded).toBe(false);
    expect((await t.app.inject('/oidc/.well-known/openid-configuration')).statusCode).toBe(404);
  });

  it('binds an invited user to the token subject on the first call, by email, then by subject', async () => {
    const tenant = await createTenant(t.db, { name: 'Initech' });
    const [invited] = await t.db
      .insert(users)
      .values({ email: 'Pat.Lee@initech.example', name: 'Pat Lee' })
      .returning();
    await addMember(t.db, tenant.id, invited!.id, ['normal-user']);

    const first = await sign(fake.privateKey, fake.issuer, { email: 'pat.lee@initech.example' }, 'corp|123');
    const res = await t.app.inject({
      url: '/api/Users/current',
      headers: { authorization: `Bearer ${first}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      email: 'Pat.Lee@initech.example',
      customerUsers: [{ customerId: tenant.id }],
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, invited!.id));
    expect(stored!.identityId).toBe('corp|123');

    // later tokens need no email claim: the subject is enough
    const later = await sign(fake.privateKey, fake.issuer, {}, 'corp|123');
    const again = await t.app.inject({
      url: '/api/Users/current',
      headers: { authorization: `Bearer ${later}` },
    });
    expect(again.statusCode).toBe(200);
  });

  it('refuses someone who was never invited, a foreign audience and a token of the embedded issuer', async () => {
    const stranger = await sign(fake.privateKey, fake.issuer, { email: 'who@else.example' }, 'corp|999');
    expect(
      (await t.app.inject({ url: '/api/Users/current', headers: { authorization: `Bearer ${stranger}` } }))
        .statusCode,
    ).toBe(401);
    const otherAudience = await sign(fake.privateKey, fake.issuer, {}, 'corp|123', 'api://other');
    expect(
      (
        await t.app.inject({
          url: '/api/Users/current',
          headers: { authorization: `Bearer ${otherAudience}` },
        })
      ).statusCode,
    ).toBe(401);
    const embedded = await t.signToken('corp|123', {}, { issuer: 'http://localhost:3000/oidc' });
    expect(
      (await t.app.inject({ url: '/api/Users/current', headers: { authorization: `Bearer ${embedded}` } }))
        .statusCode,
    ).toBe(401);
  });
});
