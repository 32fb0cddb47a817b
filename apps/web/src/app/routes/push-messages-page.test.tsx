import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { TFakeResponse } from '../../test/fake-api';
import { pushApi, pushItem } from '../../test/push-api';
import { renderApp } from '../../test/render-app';

const SCHEDULED = pushItem(1);
const SENT = pushItem(2, {
  statusId: 3,
  status: 'Sent',
  editable: false,
  successfulRecipients: 12,
  botBlockedCount: 1,
  date: '2026-10-01T08:00:00.000Z',
});
const PARTLY = pushItem(3, { statusId: 4, status: 'PartiallySent', editable: false });

async function openPage() {
  renderApp({ path: '/pushMessages' });
  await screen.findByRole('button', { name: 'Edit Message 1' }, { timeout: 5000 });
}

async function openWizard() {
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  return screen.findByRole('dialog', { name: 'Add push message' });
}

async function fillDelivery(dialog: HTMLElement) {
  await userEvent.type(within(dialog).getByLabelText(/Delivery date/), '10 Jan 2030 09:00');
  await userEvent.type(within(dialog).getByPlaceholderText('Search groups'), 'all');
  await userEvent.click(
    await screen.findByRole(
      'option',
      { name: 'All Slack users (13 employees)', hidden: true },
      { timeout: 4000 },
    ),
  );
}

afterEach(() => notifications.clean());

describe('Push Messages page', { timeout: 20_000 }, () => {
  it('lists Scheduled open and Sent collapsed, with statuses and delivery counts', async () => {
    pushApi({ scheduled: [SCHEDULED], sent: [SENT, PARTLY] });
    await openPage();
    // every item goes to all Slack users; the collapsed Sent list may have rendered its items already
    expect(screen.getAllByText('To: All Slack users').length).toBeGreaterThanOrEqual(1);
    await userEvent.click(screen.getByRole('button', { name: /^Sent/ }));
    expect(await screen.findByText('12 reached')).toBeTruthy();
    expect(screen.getByText('1 blocked the bot')).toBeTruthy();
    expect(screen.getByText('Partially Sent')).toBeTruthy();
    // sent items are history: they do not open the wizard
    expect(screen.queryByRole('button', { name: 'Edit Message 2' })).toBeNull();
  });

  it('offers the people who saved items last in its filter, those of later pages too', async () => {
    const authors = [
      { id: 5, name: 'Ana Admin' },
      { id: 6, name: 'Bo Editor' },
    ];
    const { calls } = pushApi({
      scheduled: [SCHEDULED],
      routes: { 'GET /api/PushMessages/authors': { body: authors } },
    });
    await openPage();
    await userEvent.click(screen.getByLabelText('Last updated by...'));
    const options = await screen.findAllByRole('option', { hidden: true });
    expect(options.map((o) => o.textContent)).toEqual(['Ana Admin', 'Bo Editor']);
    expect(calls.find((c) => c.path === '/api/PushMessages/authors')?.search).toBe('?type=message');
    await userEvent.click(options[1]!);
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/PushMessages/page' && c.search.includes('cuIds=6'))).toBe(
        true,
      ),
    );
  });

  it('keeps the user on a step until it is valid, then goes through template, content and review', async () => {
    const { calls } = pushApi({ scheduled: [SCHEDULED] });
    await openPage();
    const dialog = await openWizard();
    expect(within(dialog).getByRole('button', { name: 'Back' }).hasAttribute('disabled')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    const alert = within(dialog).getByRole('alert');
    expect(within(alert).getByText('The delivery date must be a valid date.')).toBeTruthy();
    expect(within(alert).getByText('At least one recipient is required.')).toBeTruthy();

    await userEvent.type(within(dialog).getByPlaceholderText('Search groups'), 'al');
    expect(await screen.findByText('Please type at least 3 characters')).toBeTruthy();
    await userEvent.clear(within(dialog).getByPlaceholderText('Search groups'));
    await fillDelivery(dialog);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByRole('button', { name: 'Skip' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the template Payslips' }));
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe(
      'Your payslip is ready.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByText('10 Jan 2030, 09:00 CET')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = JSON.parse(String(calls.find((c) => c.method === 'POST')!.body));
    expect(posted).toMatchObject({
      id: 0,
      type: 'message',
      text: 'Your payslip is ready.',
      date: '2030-01-10T08:00:00.000Z',
      files: [],
      recipients: [{ recipientId: 'all-slack', channelId: 'slack', name: 'All Slack users' }],
    });
  });

  it('names a dry run Test on the Schedule button', async () => {
    pushApi({ scheduled: [SCHEDULED] });
    await openPage();
    const dialog = await openWizard();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /^Test/ }));
    await userEvent.type(within(dialog).getByPlaceholderText('Search groups'), 'all');
    await userEvent.click(
      await screen.findByRole('option', { name: /All Slack users/, hidden: true }, { timeout: 4000 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Skip' }));
    await userEvent.type(within(dialog).getByLabelText('Message'), 'Hello');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('button', { name: 'Schedule Test' })).toBeTruthy();
  });

  it('edits an existing item without the template step, and shows a conflict in the server words', async () => {
    const stale = 'Someone else changed this item since you opened it.';
    pushApi({
      scheduled: [SCHEDULED],
      routes: {
        'GET /api/PushMessages/1': { body: SCHEDULED },
        'POST /api/PushMessages/': { status: 409, body: { error: { code: 'CONFLICT', message: stale } } },
      },
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Message 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit push message' });
    expect(await within(dialog).findByRole('button', { name: 'Delete' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect((within(dialog).getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Message 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-Schedule' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stale);
  });

  it('brings server messages back to their step, and says a failed save in the spec words', async () => {
    let answer: TFakeResponse = {
      status: 400,
      body: {
        error: {
          code: 'VALIDATION',
          message: 'The item is not valid.',
          fields: { date: ['The delivery date must be a future date.'] },
        },
      },
    };
    pushApi({
      scheduled: [SCHEDULED],
      routes: { 'GET /api/PushMessages/1': { body: SCHEDULED }, 'POST /api/PushMessages/': () => answer },
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Message 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit push message' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-Schedule' }));
    expect(await within(dialog).findAllByText('The delivery date must be a future date.')).toHaveLength(2);
    expect(within(dialog).getByLabelText(/Delivery date/)).toBeTruthy();

    answer = { status: 500, body: { error: { code: 'INTERNAL', message: 'boom', fields: {} } } };
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Re-Schedule' }));
    expect(await within(dialog).findByText('There was a problem saving the message')).toBeTruthy();
  });

  it('reads a CSV list in the browser: its count, one file only, file errors, and no groups with it', async () => {
    pushApi({ scheduled: [SCHEDULED] });
    await openPage();
    const dialog = await openWizard();
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input(), new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(await within(dialog).findByText('file error')).toBeTruthy();
    await userEvent.upload(
      input(),
      new File(['email\nana@acme.test\nbad-address'], 'people.csv', { type: 'text/csv' }),
    );
    expect(await within(dialog).findByText('people.csv (2 e-mails)')).toBeTruthy();
    expect(
      within(dialog).getByText('Invalid csv file. Please, check the email addresses format.'),
    ).toBeTruthy();
    expect(within(dialog).getByPlaceholderText('Search groups').hasAttribute('disabled')).toBe(true);
    await userEvent.upload(input(), new File(['bo@acme.test'], 'more.csv', { type: 'text/csv' }));
    expect(await within(dialog).findByText('already file selected')).toBeTruthy();
  });

  it('offers no Create and opens nothing without edit-push-messages', async () => {
    pushApi({ scheduled: [SCHEDULED], permissions: ['normal-user'] });
    renderApp({ path: '/pushMessages' });
    expect(await screen.findByText('Message 1', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit Message 1' })).toBeNull();
  });
});
