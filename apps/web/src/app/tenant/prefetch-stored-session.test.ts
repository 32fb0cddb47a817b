import { afterEach, describe, expect, it, vi } from 'vitest';
import { tenancyKeys } from '../../features/tenancy/api/keys';
import { bindApiSession } from '../../lib/api-client';
import { createTestQueryClient, tenantApi } from '../../test/render-app';
import { prefetchStoredSession } from './use-early-tenant-basics';

const LAST_TENANT = 'askhr.lastTenant';

function storedUser(user: { expired?: boolean; profile: { sub: string } } | null) {
  return { getUser: vi.fn(async () => user) };
}

describe('prefetchStoredSession', () => {
  afterEach(() => localStorage.clear());

  it("asks for the user and the last tenant's basics as the portal starts with a stored session", async () => {
    localStorage.setItem(LAST_TENANT, JSON.stringify({ subject: 'sub-ana', tenantId: 1 }));
    const { calls } = tenantApi({ permissions: ['normal-user'] });
    bindApiSession({ getAccessToken: async () => 'token', renew: async () => false, signIn: async () => {} });
    const queryClient = createTestQueryClient();

    await prefetchStoredSession(storedUser({ profile: { sub: 'sub-ana' } }), queryClient);

    await vi.waitFor(() => expect(calls).toHaveLength(6));
    expect(calls.map((call) => call.path).sort()).toEqual([
      '/api/Countries/Active',
      '/api/CustomSettings/',
      '/api/CustomSettings/Timezone',
      '/api/Features/byTenant',
      '/api/Permissions/',
      '/api/Users/current',
    ]);
    await vi.waitFor(() => expect(queryClient.getQueryData(tenancyKeys.currentUser)).toBeTruthy());
  });

  it('asks nothing without a stored session, or with an expired one (renewal goes first)', async () => {
    localStorage.setItem(LAST_TENANT, JSON.stringify({ subject: 'sub-ana', tenantId: 1 }));
    const { calls } = tenantApi({});
    const queryClient = createTestQueryClient();
    await prefetchStoredSession(storedUser(null), queryClient);
    await prefetchStoredSession(storedUser({ expired: true, profile: { sub: 'sub-ana' } }), queryClient);
    await new Promise((done) => setTimeout(done, 50));
    expect(calls).toEqual([]);
  });
});
