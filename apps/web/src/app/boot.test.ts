import { User } from 'oidc-client-ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenancyKeys } from '../features/tenancy/api/keys';
import { bindApiSession } from '../lib/api-client';
import { TEST_CONFIG, tenantApi } from '../test/render-app';
import { startPortal } from './boot';

function writeInlineConfiguration() {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'client-configuration';
  script.textContent = JSON.stringify(TEST_CONFIG);
  document.head.append(script);
}

function storeSession(subject: string) {
  const user = new User({
    access_token: 'stored-token',
    token_type: 'Bearer',
    profile: { sub: subject, iss: TEST_CONFIG.authority, aud: TEST_CONFIG.clientId, exp: 0, iat: 0 },
    expires_at: Math.floor(Date.now() / 1000) + 3600,
  });
  localStorage.setItem(`oidc.user:${TEST_CONFIG.authority}:${TEST_CONFIG.clientId}`, user.toStorageString());
  localStorage.setItem('askhr.lastTenant', JSON.stringify({ subject, tenantId: 1 }));
}

describe('startPortal', () => {
  afterEach(() => {
    document.getElementById('client-configuration')?.remove();
    localStorage.clear();
    bindApiSession(null);
  });

  it("sends the stored session's user and tenant basics before anything renders, with its token", async () => {
    writeInlineConfiguration();
    storeSession('sub-ana');
    const { calls } = tenantApi({ permissions: ['normal-user'] });

    const start = startPortal();

    expect(start.userManager?.settings.client_id).toBe(TEST_CONFIG.clientId);
    await vi.waitFor(() => expect(calls).toHaveLength(6));
    expect(calls.map((call) => call.path)).toContain('/api/Users/current');
    expect(calls.every((call) => call.headers.get('Authorization') === 'Bearer stored-token')).toBe(true);
    await vi.waitFor(() =>
      expect(start.queryClient.getQueryData(tenancyKeys.permissions(1))).toEqual(['normal-user']),
    );
  });

  it('asks for nothing without a stored session, and leaves the sign-in to the providers without a written configuration', async () => {
    const { calls } = tenantApi({});
    writeInlineConfiguration();
    expect(startPortal().userManager).toBeDefined();
    document.getElementById('client-configuration')?.remove();
    expect(startPortal().userManager).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});
