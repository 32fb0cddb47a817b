import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { pushApi, pushItem } from '../../test/push-api';
import { renderApp } from '../../test/render-app';

const DRY_RUN = pushItem(6, { text: 'Trying it out', dryRun: true, date: '2030-01-10T08:05:00.000Z' });
const ASK = 'A test has no date: enter when to send it.';

afterEach(() => notifications.clean());

describe('Editing a test (dry run)', { timeout: 20_000 }, () => {
  it('asks for a date when Test is unticked, and keeps the typed date when it is ticked again', async () => {
    const { calls } = pushApi({
      scheduled: [DRY_RUN],
      routes: { 'GET /api/PushMessages/6': { body: DRY_RUN } },
    });
    renderApp({ path: '/pushMessages' });
    await userEvent.click(
      await screen.findByRole('button', { name: 'Edit Trying it out' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit push message' });
    const test = await within(dialog).findByRole('checkbox', { name: /^Test/ });
    const date = () => within(dialog).getByLabelText(/Delivery date/) as HTMLInputElement;
    expect(test).toHaveProperty('checked', true);
    expect(date().disabled).toBe(true);
    expect(within(dialog).queryByText(ASK)).toBeNull();

    await userEvent.click(test);
    expect(date().disabled).toBe(false);
    expect(date().value).toBe('');
    expect(within(dialog).getByText(ASK)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(date()));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('alert').textContent).toContain(
      'The delivery date must be a valid date.',
    );

    await userEvent.type(date(), '12 Jan 2030 09:00');
    expect(within(dialog).queryByText(ASK)).toBeNull();
    // ticked again it is a test once more; unticked, the date typed is still there
    await userEvent.click(test);
    expect(date().value).toBe('');
    await userEvent.click(test);
    expect(date().value).toBe('12 Jan 2030 09:00');
    expect(within(dialog).queryByText(ASK)).toBeNull();

    await userEvent.click(test);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-Schedule Test' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = JSON.parse(String(calls.find((c) => c.method === 'POST')!.body));
    expect(posted).toMatchObject({ id: 6, dryRun: true, date: null });
  });
});
