import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import { pushApi, pushItem } from '../../test/push-api';
import { renderApp } from '../../test/render-app';

const CLOSED = pushItem(4, {
  type: 'survey',
  text: 'Happy here?',
  statusId: 6,
  status: 'Closed',
  editable: false,
});

afterEach(() => notifications.clean());

describe('Surveys page', { timeout: 20_000 }, () => {
  it('links sent or closed surveys to their report', async () => {
    pushApi({ sent: [CLOSED] });
    renderApp({ path: '/surveys' });
    await userEvent.click(await screen.findByRole('button', { name: /^Sent/ }, { timeout: 5000 }));
    const link = await screen.findByRole('link', { name: 'Report of Happy here?' });
    expect(link.getAttribute('href')).toBe('/surveys/4');
  });

  it('counts characters and options, and checks the question and the end date', async () => {
    pushApi();
    renderApp({ path: '/surveys' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Add survey' });
    await userEvent.type(within(dialog).getByLabelText(/Delivery date/), '10 Jan 2030 09:00');
    await userEvent.type(within(dialog).getByPlaceholderText('Search groups'), 'all');
    await userEvent.click(
      await screen.findByRole('option', { name: /All Slack/, hidden: true }, { timeout: 4000 }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Use the template Recommend' }));
    expect((within(dialog).getByLabelText('Greeting') as HTMLTextAreaElement).value).toBe(
      'Please provide your anonymous feedback on the following statement.',
    );
    expect(within(dialog).getByText('31 out of 244 characters used - 213 remaining.')).toBeTruthy();
    expect(within(dialog).getByText('3 out of 6 options used - 3 remaining.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(
      within(dialog).getAllByText('End date must be valid and after the scheduled send date.').length,
    ).toBeGreaterThan(0);
    await userEvent.click(within(dialog).getByLabelText(/Question/));
    await userEvent.paste('x'.repeat(220));
    expect(
      within(dialog).getByText('251 out of 244 characters used - Some text will be cut off.'),
    ).toBeTruthy();
  });
});
