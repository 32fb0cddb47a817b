import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { active, renderApp, tenantApi, userWith } from '../test/render-app';

const menuLabels = async () => {
  const region = await screen.findByLabelText('Main menu');
  return within(region)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

describe('signed-in user without a usable account', () => {
  it('explains a 401 on the user fetch with the administrator message', async () => {
    tenantApi({ user: { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'no' } } } });
    const { api } = renderApp();
    expect(
      await screen.findByText(
        'Thank you for logging into the product, to gain access to the portal please contact your administrator.',
      ),
    ).toBeTruthy();
    // renewed once, then reported instead of looping back to the provider
    expect(api.renew).toHaveBeenCalledTimes(1);
    expect(api.signIn).not.toHaveBeenCalled();
  });

  it('shows "Please contact your administrator" for any other failure', async () => {
    tenantApi({ user: { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } } });
    renderApp();
    expect(await screen.findByText('Please contact your administrator')).toBeTruthy();
  });

  it('shows the company-administrator message when the user has no tenant', async () => {
    tenantApi({ user: { body: userWith([]) } });
    renderApp();
    expect(
      await screen.findByText(
        'Thank you for logging into the product, to gain access to the portal please contact your company administrator.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
  });
});

describe('tenant choice', () => {
  it('chooses the only tenant automatically and sends it as X-Tenant-Id', async () => {
    const { calls } = tenantApi({ permissions: ['normal-user'] });
    renderApp();
    expect(await screen.findByText('Welcome, Ana Admin')).toBeTruthy();
    const permissionsCall = calls.find((call) => call.path === '/api/Permissions/');
    expect(permissionsCall?.headers.get('X-Tenant-Id')).toBe('1');
    expect(permissionsCall?.headers.get('Authorization')).toBe('Bearer test-token');
    expect(calls.find((call) => call.path === '/api/Users/current')?.headers.has('X-Tenant-Id')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Switch Tenant' })).toBeNull();
  });

  it('asks users with several tenants, remembers the choice and offers Switch Tenant', async () => {
    const { calls } = tenantApi({
      user: {
        body: userWith([
          [4, 'Umbrella'],
          [2, 'Globex'],
        ]),
      },
      permissions: ['normal-user'],
    });
    const first = renderApp({ path: '/questions' });
    await userEvent.click(await screen.findByRole('button', { name: 'Umbrella' }));
    expect(await screen.findByRole('heading', { name: 'Questions' })).toBeTruthy();
    expect(calls.find((call) => call.path === '/api/Permissions/')?.headers.get('X-Tenant-Id')).toBe('4');
    expect(localStorage.getItem('askhr.tenant.7')).toBe('4');

    await userEvent.click(screen.getByRole('button', { name: 'Switch Tenant' }));
    expect(await screen.findByRole('button', { name: 'Globex' })).toBeTruthy();
    expect(first.router.state.location.pathname).toBe('/');
    // the previous tenant's data is gone; the user (a session query) stays
    const cached = first.queryClient
      .getQueryCache()
      .getAll()
      .map((query) => query.queryKey[0]);
    expect(cached).toEqual(['currentUser']);
  });

  it('reopens the remembered tenant without asking', async () => {
    localStorage.setItem('askhr.tenant.7', '2');
    tenantApi({
      user: {
        body: userWith([
          [4, 'Umbrella'],
          [2, 'Globex'],
        ]),
      },
      permissions: ['normal-user'],
    });
    renderApp();
    expect(await screen.findByText('Welcome, Ana Admin')).toBeTruthy();
    expect(screen.getAllByTestId('tenant-name')[0]?.textContent).toBe('Globex');
  });
});

describe('route guard', () => {
  it('sends a user whose only entry is Test Bot from Home to the web chat', async () => {
    tenantApi({ permissions: ['portal-webchat'], features: active('PortalWebChat') });
    const { router } = renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { name: 'Test Bot' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/webChat');
    expect(await menuLabels()).toEqual(['Test Bot']);
  });

  it('keeps Home for users who have more than the web chat', async () => {
    tenantApi({ permissions: ['normal-user', 'portal-webchat'], features: active('PortalWebChat') });
    const { router } = renderApp({ path: '/' });
    expect(await screen.findByText('Welcome, Ana Admin')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('refuses a page the user has no permission for', async () => {
    tenantApi({ permissions: ['normal-user'] });
    renderApp({ path: '/itAdmin' });
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'IT Admin' })).toBeNull();
  });

  it('refuses a flagged page when the feature is off, and opens it when on', async () => {
    tenantApi({ permissions: ['normal-user'], features: [{ name: 'Surveys', active: false }] });
    const off = renderApp({ path: '/surveys/3' });
    expect(await screen.findByText("You don't have access to this page")).toBeTruthy();
    off.unmount();

    tenantApi({ permissions: ['normal-user'], features: active('Surveys') });
    renderApp({ path: '/surveys/3' });
    // the page opens: this fake server knows no survey 3
    expect(await screen.findByText('Survey not found', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows a not-found page inside the shell for unknown paths', async () => {
    tenantApi({ permissions: ['normal-user'] });
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { name: 'Page not found', level: 2 })).toBeTruthy();
    expect(await menuLabels()).toEqual(['Home', 'Placeholders', 'Questions']);
  });
});
