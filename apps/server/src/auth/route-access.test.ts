import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { API_ACCESS, type TApiRouteId } from '@askhr/shared/access/api-routes';
import type { TDb } from '../db/client';
import { createAccessCache } from './access-cache';
import { accessOf, assertRouteAccess, createGuard } from './guard';
import type { TTokenVerifier } from './verifier';

const access = createGuard(
  {} as TDb,
  { verify: async () => undefined } as unknown as TTokenVerifier,
  createAccessCache(),
);

async function startWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.addHook('onRoute', assertRouteAccess);
  register(app);
  try {
    await app.ready();
  } finally {
    await app.close();
  }
}

describe('routes outside the API catalogue', () => {
  it('refuses to start with an /api route that names no access requirement', async () => {
    await expect(startWith((app) => app.get('/api/Secrets/', async () => 'open'))).rejects.toThrow(
      'GET /api/Secrets/ has no entry in the API catalogue',
    );
    await expect(
      startWith((app) =>
        app.post('/api/Secrets/', { onRequest: [async () => undefined] }, async () => 'open'),
      ),
    ).rejects.toThrow('no entry in the API catalogue');
  });

  it('refuses to start with a route guarded by the id of another route of the catalogue', async () => {
    await expect(
      startWith((app) => app.get('/api/Users/all', { onRequest: access('users.current') }, async () => [])),
    ).rejects.toThrow(
      'GET /api/Users/all is guarded by users.current, which the API catalogue gives to GET /api/Users/current',
    );
    await expect(
      startWith((app) =>
        app.post('/api/Users/current', { onRequest: access('users.current') }, async () => 'ok'),
      ),
    ).rejects.toThrow('POST /api/Users/current is guarded by users.current');
  });

  it('starts when every /api route has its entry, or is one of the few public ones', async () => {
    await expect(
      startWith((app) => {
        app.get('/api/Users/current', { onRequest: access('users.current') }, async () => 'ok');
        app.post('/api/messages', async () => 'bot framework');
        app.get('/api/docs/json', async () => ({}));
        app.get('/health', async () => 'ok');
      }),
    ).resolves.toBeUndefined();
  });

  it('knows the entry of every access hook', () => {
    for (const routeId of Object.keys(API_ACCESS) as TApiRouteId[])
      expect(accessOf([async () => undefined, access(routeId)])).toBe(routeId);
    expect(accessOf(undefined)).toBeUndefined();
  });
});
