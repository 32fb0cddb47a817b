import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp, tenantApi } from '../../test/render-app';

const desktopMatchMedia = window.matchMedia;

/** A phone: the one query that says so matches (the test setup answers no to every query). */
function onAPhone() {
  window.matchMedia = (query: string) => ({
    ...desktopMatchMedia(query),
    matches: query === '(max-width: 47.99em)',
  });
}

describe('AppLayout on a phone', () => {
  afterEach(() => {
    window.matchMedia = desktopMatchMedia;
  });

  it('builds the folded-away menu when it is first opened, not with the first page', async () => {
    onAPhone();
    tenantApi({ permissions: ['normal-user'] });
    renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu', hidden: true });
    await waitFor(() => expect(nav.getAttribute('aria-busy')).toBe('false'));
    expect(within(nav).queryAllByRole('link', { hidden: true })).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Open the menu' }));
    expect(within(nav).getByRole('link', { name: 'Home', hidden: true })).toBeTruthy();
  });

  it('shows the menu at once on a wider screen', async () => {
    tenantApi({ permissions: ['normal-user'] });
    renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    expect(await within(nav).findByRole('link', { name: 'Home' })).toBeTruthy();
  });
});
