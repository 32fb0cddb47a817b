import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeSession, renderApp, tenantApi } from '../../test/render-app';

const LAST_TENANT = 'askhr.lastTenant';

/**
 * Holds GET /api/Users/current until `release` is called; answers everything else at once. `sent`
 * lists the tenant of each call as it goes out.
 */
function holdCurrentUser(fetchMock: ReturnType<typeof tenantApi>['fetchMock'], tenantOf9: 'member' | 'gone') {
  const answer = fetchMock.getMockImplementation()!;
  let release = () => {};
  const released = new Promise<void>((done) => (release = done));
  const sent: (string | null)[] = [];
  const tenants = () => sent.filter((tenant) => tenant !== null);
  fetchMock.mockImplementation(async (input, init) => {
    const tenant = new Headers(init?.headers).get('x-tenant-id');
    sent.push(tenant);
    if (String(input).includes('/api/Users/current')) await released;
    if (tenant === '9' && tenantOf9 === 'gone')
      return new Response(JSON.stringify({ error: { code: 'FORBIDDEN', message: 'No access.' } }), {
        status: 403,
      });
    return answer(input, init);
  });
  return {
    release: () => release(),
    tenants,
    /** the five basics went out, each to the tenant (a slow machine may remount the gate and ask again) */
    sentBasicsTo: (tenant: string) => tenants().length >= 5 && tenants().every((sentTo) => sentTo === tenant),
  };
}

describe('TenantGate: the last tenant loads early', () => {
  afterEach(() => {
    localStorage.clear();
    // toasts live in one store for the whole file
    notifications.clean();
  });

  it("asks for the last tenant's basics while the user loads, and remembers the tenant worked on", async () => {
    localStorage.setItem(LAST_TENANT, JSON.stringify({ subject: 'sub-ana', tenantId: 1 }));
    const { fetchMock } = tenantApi({ permissions: ['normal-user'] });
    const held = holdCurrentUser(fetchMock, 'member');
    renderApp({ path: '/', session: fakeSession({ subject: 'sub-ana' }) });
    await waitFor(() => expect(held.sentBasicsTo('1')).toBe(true));
    held.release();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    expect(JSON.parse(localStorage.getItem(LAST_TENANT)!)).toEqual({ subject: 'sub-ana', tenantId: 1 });
  });

  it('asks nothing early for another account, or without a last tenant', async () => {
    for (const last of [{ subject: 'sub-bob', tenantId: 1 }, null]) {
      if (last) localStorage.setItem(LAST_TENANT, JSON.stringify(last));
      const { fetchMock } = tenantApi({ permissions: ['normal-user'] });
      const held = holdCurrentUser(fetchMock, 'member');
      const view = renderApp({ path: '/', session: fakeSession({ subject: 'sub-ana' }) });
      await waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((done) => setTimeout(done, 100));
      expect(held.tenants()).toEqual([]);
      held.release();
      expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
      view.unmount();
      // the first round's calls still on their way go nowhere: the next round counts only its own
      await view.queryClient.cancelQueries();
      localStorage.clear();
    }
  });

  it('says nothing when the last tenant was left since: its early calls fail quietly', async () => {
    localStorage.setItem(LAST_TENANT, JSON.stringify({ subject: 'sub-ana', tenantId: 9 }));
    const { fetchMock } = tenantApi({ permissions: ['normal-user'] });
    const held = holdCurrentUser(fetchMock, 'gone');
    renderApp({ path: '/', session: fakeSession({ subject: 'sub-ana' }) });
    await waitFor(() => expect(held.sentBasicsTo('9')).toBe(true));
    // the failures are in, and nothing was said of them
    await new Promise((done) => setTimeout(done, 100));
    expect(screen.queryAllByRole('alert').map((alert) => alert.textContent)).toEqual([]);
    held.release();
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    await waitFor(() => expect(held.tenants()).toContain('1'));
  });
});
