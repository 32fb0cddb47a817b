import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { knowledgeApi } from '../../test/knowledge-api';
import { renderApp } from '../../test/render-app';

const SAVE = '/api/CustomSettings/ReportsTimeZone';

function settingsApi(permissions: string[], settings: { key: string; value: string }[] = []) {
  return knowledgeApi({
    routes: {
      'GET /api/Permissions/': { body: permissions },
      'GET /api/CustomSettings/': { body: settings },
      [`POST ${SAVE}`]: { body: { key: 'ReportsTimeZone', value: 'Asia/Tokyo' } },
    },
  });
}

/** The card of the page that holds this field. */
const cardOf = (field: HTMLElement) => field.closest<HTMLElement>('.mantine-Paper-root')!;

afterEach(() => notifications.clean());

describe('Settings page', { timeout: 15_000 }, () => {
  it('finds a time zone from three letters on and saves it as ReportsTimeZone', async () => {
    const { calls } = settingsApi(['normal-user', 'edit-tenant-settings']);
    renderApp({ path: '/settings' });
    const zone = await screen.findByRole('combobox', { name: 'Time zone' }, { timeout: 5000 });
    await waitFor(() => expect((zone as HTMLInputElement).value).toMatch(/^Europe\/Madrid \(GMT\+\d\)$/));
    const save = within(cardOf(zone)).getByRole('button', { name: 'Save' });
    expect(save).toHaveProperty('disabled', true);
    await userEvent.clear(zone);
    await userEvent.type(zone, 'to');
    expect(await screen.findByText('Type at least 3 letters of a region or city')).toBeTruthy();
    await userEvent.type(zone, 'kyo');
    await userEvent.click(await screen.findByRole('option', { name: 'Asia/Tokyo (GMT+9)', hidden: true }));
    await userEvent.click(save);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === SAVE)).toBe(true));
    const call = calls.find((c) => c.method === 'POST' && c.path === SAVE)!;
    expect(JSON.parse(String(call.body))).toEqual({ key: 'ReportsTimeZone', value: 'Asia/Tokyo' });
  });

  it("shows how many days employees' messages are kept: the tenant's setting, 365 without one", async () => {
    settingsApi(['normal-user', 'edit-tenant-settings'], [{ key: 'MessageRetentionDays', value: '90' }]);
    const { unmount } = renderApp({ path: '/settings' });
    const name = "Keep employees' messages for";
    const days = await screen.findByRole('textbox', { name }, { timeout: 5000 });
    await waitFor(() => expect((days as HTMLInputElement).value).toBe('90'));
    expect(within(cardOf(days)).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    unmount();

    const { calls } = settingsApi(['normal-user', 'edit-tenant-settings']);
    renderApp({ path: '/settings' });
    const unset = await screen.findByRole('textbox', { name }, { timeout: 5000 });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/CustomSettings/')).toBe(true));
    expect((unset as HTMLInputElement).value).toBe('365');
  });
});
