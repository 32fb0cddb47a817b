import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ZAnswerSaveItem } from '@askhr/shared/answers/answers.schemas';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { ApiError } from '../../lib/api-error';
import { TestProviders } from '../../test/render-app';
import { answer } from '../../test/knowledge-api';
import { ValueEditModal, type TValueEditModalProps } from './value-edit-modal';

const PAST_DATE =
  "The schedule dates can't be set to the past. Remember that the date is in the company set timezone (Europe/Madrid).";

function renderModal(props: Partial<TValueEditModalProps> = {}) {
  const handlers = {
    onSave: vi.fn(async () => {}),
    onRemove: vi.fn(async () => {}),
    onRemoveVersion: vi.fn(async (_versionId: number) => {}),
    onConflict: vi.fn(async () => {}),
    onClose: vi.fn(),
  };
  const view = render(
    <TestProviders>
      <ValueEditModal
        title="How many holidays do I have?"
        countryName="Spain"
        value={answer(2, { text: 'You have {{days}} days.' })}
        timeZone="Europe/Madrid"
        textSchema={ZAnswerSaveItem.shape.text}
        hasPreview
        previewValues={new Map([['days', '23']])}
        {...handlers}
        {...props}
      />
    </TestProviders>,
  );
  return { ...view, ...handlers };
}

const textBox = () => screen.getByRole('textbox', { name: 'Text' });
const scheduleInput = () => screen.getByLabelText('Schedule for (Europe/Madrid)');
const save = () => userEvent.click(screen.getByRole('button', { name: 'Save' }));

const scheduled = {
  id: 31,
  countryId: 2,
  text: 'Next year you have 25 days.',
  active: true,
  validFrom: '2099-01-01T09:00:00.000Z',
  lastUpdated: '2026-10-01T10:00:00.000Z',
  lastUserUpdated: 'ana@acme.test',
};
const withScheduled = answer(2, {
  text: 'You have {{days}} days.',
  scheduledCount: 1,
  scheduled: [scheduled],
});
/** Remove on the row of 1 Jan 2099, then Yes. */
async function removeScheduled() {
  const row = screen.getByRole('group', { name: '1 Jan 2099, 10:00 CET' });
  await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
  expect(within(row).getByText('Remove this scheduled version?')).toBeTruthy();
  await userEvent.click(within(row).getByRole('button', { name: 'Yes, remove' }));
}

describe('ValueEditModal', () => {
  it('requires a text and lists the problem instead of saving', async () => {
    const { onSave } = renderModal();
    await userEvent.clear(textBox());
    await save();
    expect(await screen.findByText('Text is required')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('takes the message away as soon as a text is typed, without another Save', async () => {
    renderModal();
    await userEvent.clear(textBox());
    await save();
    expect(await screen.findByText('Text is required')).toBeTruthy();
    await userEvent.type(textBox(), 'Y');
    expect(screen.queryByText('Text is required')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks before a click on the overlay throws typed text away; Keep editing keeps it', async () => {
    const { onClose } = renderModal();
    await userEvent.type(textBox(), ' Ask your manager.');
    await userEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((textBox() as HTMLTextAreaElement).value).toBe('You have {{days}} days. Ask your manager.');

    fireEvent.keyDown(textBox(), { key: 'Escape' });
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once on the overlay when nothing was changed, and on Cancel without asking', async () => {
    const { onClose } = renderModal();
    await userEvent.click(document.querySelector('.mantine-Modal-overlay')!);
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.type(textBox(), ' Ask your manager.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('takes and shows schedule dates as the portal writes them, not mm/dd/yyyy', async () => {
    const { onSave } = renderModal();
    const input = scheduleInput() as HTMLInputElement;
    expect(input.type).toBe('text');
    expect(input.placeholder).toBe('e.g. 22 Nov 2026 09:00');
    await userEvent.type(input, '2 Mar 2099 09:00');
    await save();
    // 09:00 in Madrid (winter time) is 08:00 UTC
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ validFrom: '2099-03-02T08:00:00.000Z' })),
    );
  });

  it('refuses a schedule date in the past with the company time zone message', async () => {
    const { onSave } = renderModal();
    fireEvent.change(scheduleInput(), { target: { value: '2020-01-01T10:00' } });
    await save();
    expect(await screen.findByText(PAST_DATE)).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('saves a future date as a new scheduled version in UTC', async () => {
    const { onSave, onClose } = renderModal();
    fireEvent.change(scheduleInput(), { target: { value: '2099-01-01T10:00' } });
    await save();
    expect(onSave).toHaveBeenCalledWith({
      id: undefined,
      text: 'You have {{days}} days.',
      active: true,
      validFrom: '2099-01-01T09:00:00.000Z',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('updates the version it read when saved without a date', async () => {
    const { onSave } = renderModal();
    await save();
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ id: 20, validFrom: undefined }));
  });

  it('fills known placeholders and warns about unknown ones', async () => {
    renderModal();
    expect(screen.getByText('23')).toBeTruthy();
    await userEvent.click(textBox());
    await userEvent.paste(' Call {{hrPhone}}.');
    expect(screen.getByText('THIS PLACEHOLDER DOESNT EXIST')).toBeTruthy();
    expect(screen.getByText(/Unknown placeholders: \{\{hrPhone\}\}/)).toBeTruthy();
  });

  it('says who changed it on a 409, shows their version and lets the user reload it', async () => {
    let value: TValueCard = answer(2, { text: 'Mine' });
    const onConflict = vi.fn(async () => {
      value = answer(2, { id: 99, text: 'Theirs', lastUserUpdated: 'rosa@acme.test' });
      view.rerender(modal());
    });
    const onSave = vi.fn(async () => {
      throw new ApiError(409, 'CONFLICT', 'stale');
    });
    const modal = () => (
      <TestProviders>
        <ValueEditModal
          title="Q"
          countryName="Spain"
          value={value}
          timeZone="UTC"
          textSchema={ZAnswerSaveItem.shape.text}
          onSave={onSave}
          onRemove={vi.fn()}
          onRemoveVersion={vi.fn()}
          onConflict={onConflict}
          onClose={vi.fn()}
        />
      </TestProviders>
    );
    const view = render(modal());
    await save();
    expect(await screen.findByText('Someone else changed this value')).toBeTruthy();
    expect(screen.getByText(/rosa@acme.test saved a new version/)).toBeTruthy();
    expect(screen.getByTestId('conflict-current').textContent).toBe('Theirs');
    expect(screen.queryByText('There was a problem saving the item')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Reload their version and edit again' }));
    expect((textBox() as HTMLTextAreaElement).value).toBe('Theirs');
    await save();
    expect(onSave).toHaveBeenLastCalledWith(expect.objectContaining({ id: 99, text: 'Theirs' }));
  });

  it('shows the save failure message for any other error', async () => {
    renderModal({ onSave: vi.fn(async () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom'))) });
    await save();
    expect(await screen.findByText('There was a problem saving the item')).toBeTruthy();
  });

  it('asks before removing a scheduled version and keeps it on Cancel', async () => {
    const { onRemoveVersion } = renderModal({ value: withScheduled });
    const row = screen.getByRole('group', { name: '1 Jan 2099, 10:00 CET' });
    await userEvent.click(within(row).getByRole('button', { name: 'Remove' }));
    await userEvent.click(within(row).getByRole('button', { name: 'Cancel' }));
    expect(within(row).queryByText('Remove this scheduled version?')).toBeNull();
    expect(onRemoveVersion).not.toHaveBeenCalled();
  });

  it('removes the scheduled version being edited and goes back to the current version', async () => {
    const { onRemoveVersion, onClose } = renderModal({ value: withScheduled });
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect((textBox() as HTMLTextAreaElement).value).toBe('Next year you have 25 days.');
    await removeScheduled();
    expect(onRemoveVersion).toHaveBeenCalledWith(31);
    expect((textBox() as HTMLTextAreaElement).value).toBe('You have {{days}} days.');
    expect((scheduleInput() as HTMLInputElement).value).toBe('');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's message when the scheduled version is gone already, and refetches", async () => {
    const gone = 'Someone else changed this answer since you opened it.';
    const { onConflict } = renderModal({
      value: withScheduled,
      onRemoveVersion: vi.fn(async () => Promise.reject(new ApiError(409, 'CONFLICT', gone))),
    });
    await removeScheduled();
    expect(await screen.findByText(gone)).toBeTruthy();
    expect(onConflict).toHaveBeenCalled();
  });
});
