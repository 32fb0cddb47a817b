import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { fakeApi } from '../test/fake-api';
import { apiRequest, bindApiSession } from './api-client';
import { ApiError } from './api-error';

function session(renewWorks: boolean) {
  const api = {
    getAccessToken: vi.fn(async () => 'token-1'),
    renew: vi.fn(async () => renewWorks),
    signIn: vi.fn(async () => {}),
  };
  bindApiSession(api);
  return api;
}

afterEach(() => bindApiSession(null));

describe('apiRequest', () => {
  it('sends the bearer token and the tenant header, and parses the answer', async () => {
    session(true);
    const { calls } = fakeApi({ 'GET /api/Permissions/': { body: ['normal-user'] } });
    const permissions = await apiRequest('/api/Permissions/', z.array(z.string()), { tenantId: 12 });
    expect(permissions).toEqual(['normal-user']);
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(calls[0]?.headers.get('X-Tenant-Id')).toBe('12');
  });

  it('sends the request in a task of its own, not in the task that asked for it', async () => {
    session(true);
    const { calls } = fakeApi({ 'GET /api/Permissions/': { body: [] } });
    const request = apiRequest('/api/Permissions/', z.array(z.string()));
    // the asking task's microtasks run out: the token was read and the request sent in none of them
    for (let tick = 0; tick < 20; tick++) await Promise.resolve();
    expect(calls).toHaveLength(0);
    await request;
    expect(calls).toHaveLength(1);
  });

  it('turns the error shape into an ApiError with status, code and fields', async () => {
    session(true);
    fakeApi({
      'POST /api/Questions/': {
        status: 400,
        body: { error: { code: 'VALIDATION', message: 'Bad input', fields: { description: ['Required'] } } },
      },
    });
    const error: unknown = await apiRequest('/api/Questions/', z.unknown(), {
      method: 'POST',
      body: {},
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Bad input',
      fields: { description: ['Required'] },
    });
  });

  it('rejects an answer that does not match the schema instead of casting it', async () => {
    session(true);
    fakeApi({ 'GET /api/Permissions/': { body: { not: 'a list' } } });
    await expect(apiRequest('/api/Permissions/', z.array(z.string()))).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    });
  });

  it('renews once on a 401 and retries with the new token', async () => {
    const api = session(true);
    let attempt = 0;
    fakeApi({
      'GET /api/Permissions/': () =>
        ++attempt === 1 ? { status: 401, body: {} } : { body: ['normal-user'] },
    });
    await expect(apiRequest('/api/Permissions/', z.array(z.string()))).resolves.toEqual(['normal-user']);
    expect(api.renew).toHaveBeenCalledTimes(1);
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('sends the user to sign in again when the renewal fails', async () => {
    const api = session(false);
    fakeApi({ 'GET /api/Permissions/': { status: 401, body: {} } });
    await expect(apiRequest('/api/Permissions/', z.array(z.string()))).rejects.toMatchObject({ status: 401 });
    expect(api.signIn).toHaveBeenCalledTimes(1);
  });

  it('leaves the token out of anonymous calls', async () => {
    session(true);
    const { calls } = fakeApi({ 'GET /api/ClientConfiguration/': { body: {} } });
    await apiRequest('/api/ClientConfiguration/', z.object({}), { anonymous: true });
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });
});
