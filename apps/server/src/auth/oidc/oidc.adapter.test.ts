import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDatabase } from '../../db/client';
import { oidcPayloads } from '../../db/schema';
import { createTestDatabase } from '../../test/db';
import { createOidcAdapter } from './oidc.adapter';

describe('oidc adapter on oidc_payloads', () => {
  let database: TDatabase;
  let adapterFor: ReturnType<typeof createOidcAdapter>;
  beforeAll(async () => {
    database = await createTestDatabase();
    adapterFor = createOidcAdapter(database.db);
  });
  afterAll(() => database.close());

  it('stores, replaces and finds payloads per model', async () => {
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a1' }, 60);
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a2' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a2' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a2' });
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('marks consumed payloads', async () => {
    const codes = adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    expect((await codes.find('c1'))?.consumed).toBeUndefined();
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
  });

  it('finds device codes by user code', async () => {
    const devices = adapterFor('DeviceCode');
    await devices.upsert('d1', { userCode: 'ABCD-EFGH' }, 60);
    expect(await devices.findByUserCode('ABCD-EFGH')).toEqual({ userCode: 'ABCD-EFGH' });
  });

  it('revokes the tokens of a grant in its own model only', async () => {
    const refresh = adapterFor('RefreshToken');
    const codes = adapterFor('AuthorizationCode');
    await refresh.upsert('r1', { grantId: 'g2' }, 60);
    await refresh.upsert('r2', { grantId: 'g2' }, 60);
    await refresh.upsert('r3', { grantId: 'g3' }, 60);
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    await refresh.revokeByGrantId('g2');
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toBeUndefined();
    expect(await refresh.find('r3')).toEqual({ grantId: 'g3' });
    expect(await codes.find('c2')).toEqual({ grantId: 'g2' });
  });

  it('ignores expired payloads and keeps those without an expiry', async () => {
    const interactions = adapterFor('Interaction');
    await interactions.upsert('i1', { uid: 'x' }, 60);
    await database.db
      .update(oidcPayloads)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oidcPayloads.id, 'i1'));
    expect(await interactions.find('i1')).toBeUndefined();
    expect(await adapterFor('Session').findByUid('x')).toBeUndefined();

    await interactions.upsert('i2', { uid: 'y' });
    expect(await interactions.find('i2')).toEqual({ uid: 'y' });
  });
});
