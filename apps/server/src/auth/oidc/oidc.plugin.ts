import type { EventEmitter } from 'node:events';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { TConfig } from '../../config';
import type { TDb } from '../../db/client';
import { notFound } from '../../lib/errors';
import { serverPath } from '../../server-dir';
import { interactionRoutes, type TSignInRecorder } from './interaction.routes';
import { createLoginThrottle, type TSleep } from './login-throttle';
import { createOidcProvider, issuerPath } from './oidc.provider';
import type { TBrand } from './pages';

/** Where the provider is mounted inside this server (app.ts treats it as an API path). */
export const OIDC_PREFIX = '/oidc';

export const ASSETS_DIR = serverPath('assets/auth/');
const ASSET_TYPES: Record<string, string> = {
  'auth.css': 'text/css; charset=utf-8',
  'login.js': 'text/javascript; charset=utf-8',
  'logout.js': 'text/javascript; charset=utf-8',
};

export interface TOidcOptions {
  config: TConfig;
  db: TDb;
  /** replaces the real wait of the sign-in slowdown (tests) */
  sleep?: TSleep;
  recordSignIn: TSignInRecorder;
}

/**
 * The embedded OpenID Connect provider: oidc-provider answers everything under /oidc except the
 * login pages and their static files, which are ordinary Fastify routes.
 */
export async function registerOidc(app: FastifyInstance, opts: TOidcOptions): Promise<Provider> {
  const { config, db } = opts;
  const mountPath = issuerPath(config);
  const brand: TBrand = {
    productName: config.productName,
    portalUrl: `${config.publicUrl}/`,
    assetPath: `${mountPath}/assets`,
    supportEmail: config.help.supportEmail,
  };
  const provider = await createOidcProvider({ config, db, brand });
  provider.on('server_error', (ctx, err) =>
    app.log.error({ err, path: ctx.path }, 'sign-in provider failed'),
  );
  // without a listener Koa prints errors to stderr itself
  (provider as EventEmitter).on('error', (err: Error) => app.log.error({ err }, 'sign-in provider failed'));

  await app.register(mountProvider, { provider, issuer: new URL(config.auth.issuer), mountPath });
  await app.register(interactionRoutes, {
    provider,
    db,
    brand,
    mountPath,
    showDemoHint: config.seedDemo,
    throttle: createLoginThrottle(db, opts.sleep),
    rateLimit: { max: config.auth.signInsPerMinute, timeWindow: 60_000 },
    recordSignIn: opts.recordSignIn,
  });
  await app.register(assetRoutes);
  return provider;
}

async function mountProvider(
  scope: FastifyInstance,
  { provider, issuer, mountPath }: { provider: Provider; issuer: URL; mountPath: string },
) {
  // leave request bodies unread: the provider parses its own and refuses an already consumed stream
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser('*', (_request, _payload, done) => done(null));

  const callback = provider.callback();
  const handle = (request: FastifyRequest, reply: FastifyReply) => {
    reply.hijack();
    const raw = request.raw as FastifyRequest['raw'] & { originalUrl?: string };
    const rest = raw.url!.slice(OIDC_PREFIX.length);
    raw.url = rest.startsWith('/') ? rest : `/${rest}`;
    // the provider builds its URLs from originalUrl minus url (the mount path) and from the
    // forwarded host and scheme (provider.proxy): pin both to the issuer, so that endpoints never
    // depend on a Host header or on a proxy that forgets X-Forwarded-Proto
    raw.originalUrl = `${mountPath}${raw.url}`;
    raw.headers['x-forwarded-host'] = issuer.host;
    raw.headers['x-forwarded-proto'] = issuer.protocol.replace(/:$/, '');
    void callback(raw, reply.raw);
  };
  scope.all(OIDC_PREFIX, { schema: { hide: true } }, handle);
  scope.all(`${OIDC_PREFIX}/*`, { schema: { hide: true } }, handle);
}

async function assetRoutes(app: FastifyInstance) {
  const files = new Map(
    Object.entries(ASSET_TYPES).map(([name, type]) => [
      name,
      { type, body: fs.readFileSync(path.join(ASSETS_DIR, name)) },
    ]),
  );
  app.get<{ Params: { name: string } }>(
    `${OIDC_PREFIX}/assets/:name`,
    { schema: { hide: true } },
    async (request, reply) => {
      const file = files.get(request.params.name);
      if (!file) throw notFound();
      return reply.type(file.type).header('cache-control', 'public, max-age=3600').send(file.body);
    },
  );
}
