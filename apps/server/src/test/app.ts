import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import { importJWK, SignJWT, type JWTPayload } from 'jose';
import { buildApp } from '../app';
import { parseConfig } from '../config';
import { getSigningKeys } from '../auth/secrets';
import type { TSleep } from '../auth/oidc/login-throttle';
import type { TDatabase } from '../db/client';
import { createTestDatabase } from './db';
import { useBeforeAll } from './lifecycle';
import { seedMinimal, type TMinimalSeed } from './minimal-seed';

export const testConfig = (env: Record<string, string> = {}) =>
  parseConfig({
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: 'false',
    // the word vectors cost a 300 MB parse on first use; the bot's tests train small models without
    NLU_EMBEDDINGS: 'off',
    // the local sentence encoder would fetch its model: a test that wants it builds a tiny one
    EMBEDDINGS_MODEL: 'off',
    // mails without SMTP_URL land in DATA_DIR/outbox: outside the working copy
    DATA_DIR: path.join(os.tmpdir(), 'askhr-test-data'),
    ...env,
  });

interface TTestAppOptions {
  env?: Record<string, string>;
  logStream?: Writable;
  signInSleep?: TSleep;
}

async function buildTestApp(opts: TTestAppOptions) {
  const config = testConfig(opts.env);
  const database: TDatabase = await createTestDatabase();
  const app = await buildApp({
    config,
    database,
    serveWeb: false,
    logger: opts.logStream !== undefined,
    logStream: opts.logStream,
    signInSleep: opts.signInSleep,
  });
  await app.ready();

  /** An access token as the embedded provider issues it; `claims` and `opts` bend it for negative tests. */
  async function signToken(
    sub: string,
    claims: JWTPayload = {},
    opts: { expiresIn?: string | number; issuer?: string; audience?: string } = {},
  ) {
    const { keys } = await getSigningKeys(database.db);
    const jwk = keys[0]!;
    const key = await importJWK(jwk, 'RS256');
    return new SignJWT({ scope: 'openid', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
      .setSubject(sub)
      .setIssuer(opts.issuer ?? config.auth.issuer)
      .setAudience(opts.audience ?? config.auth.audience)
      .setIssuedAt()
      .setExpirationTime(opts.expiresIn ?? '10m')
      .sign(key);
  }

  return {
    app,
    config,
    database,
    db: database.db,
    signToken,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
export type TTestApp = Awaited<ReturnType<typeof buildTestApp>>;
export type TSeededTestApp = TTestApp & { seed: TMinimalSeed };

/**
 * The whole server on a database of its own, without the built portal: migrated and empty
 * (`seed: 'none'`, the default), or with the two tenants of `seedMinimal` in `t.seed`.
 */
export async function createTestApp(opts?: TTestAppOptions & { seed?: 'none' }): Promise<TTestApp>;
export async function createTestApp(opts: TTestAppOptions & { seed: 'minimal' }): Promise<TSeededTestApp>;
export async function createTestApp(opts: TTestAppOptions & { seed?: 'none' | 'minimal' } = {}) {
  return openTestApp(opts);
}

async function openTestApp(opts: TTestAppOptions & { seed?: 'none' | 'minimal' }) {
  const t = await buildTestApp(opts);
  return opts.seed === 'minimal' ? { ...t, seed: await seedMinimal(t.db) } : t;
}

/** `createTestApp` for the enclosing describe block (or file), closed after its tests. */
export function useTestApp(opts?: TTestAppOptions & { seed?: 'none' }): TTestApp;
export function useTestApp(opts: TTestAppOptions & { seed: 'minimal' }): TSeededTestApp;
export function useTestApp(opts: TTestAppOptions & { seed?: 'none' | 'minimal' } = {}) {
  return useBeforeAll(
    () => openTestApp(opts),
    (t) => t.close(),
  );
}
