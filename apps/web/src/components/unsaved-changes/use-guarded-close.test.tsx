import { useState } from 'react';
import { Button, Modal, Textarea } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { useGuardedClose } from './use-guarded-close';

function NoteModal({ onClose }: { onClose(): void }) {
  const [note, setNote] = useState('');
  const guard = useGuardedClose(note !== '', onClose);
  return (
    <>
      <Modal opened title="Note" {...guard.modalProps}>
        <Textarea label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        <Button onClick={guard.close}>Cancel</Button>
      </Modal>
      {guard.confirm}
    </>
  );
}

function renderNote() {
  const onClose = vi.fn();
  render(
    <TestProviders>
      <NoteModal onClose={onClose} />
    </TestProviders>,
  );
  return { onClose };
}

const noteBox = () => screen.getByRole('textbox', { name: 'Note' });
const question = () => screen.queryByRole('dialog', { name: 'Discard your changes?' });
const findQuestion = () => screen.findByRole('dialog', { name: 'Discard your changes?' });
const overlay = () => document.querySelector('.mantine-Modal-overlay')!;
const escape = () => fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

describe('useGuardedClose', () => {
  it('closes a clean form at once on Escape and on the overlay', async () => {
    const { onClose } = renderNote();
    escape();
    expect(onClose).toHaveBeenCalledTimes(1);
    await userEvent.click(overlay());
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(question()).toBeNull();
  });

  it('asks on an overlay click when text was typed, and Discard closes', async () => {
    const { onClose } = renderNote();
    await userEvent.type(noteBox(), 'Holiday policy');
    await userEvent.click(overlay());
    await findQuestion();
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('asks on Escape when text was typed; Keep editing keeps the text', async () => {
    const { onClose } = renderNote();
    await userEvent.type(noteBox(), 'Holiday policy');
    escape();
    await findQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((noteBox() as HTMLTextAreaElement).value).toBe('Holiday policy');
  });

  it('answers Escape on the question by keeping the form, not by closing it', async () => {
    const { onClose } = renderNote();
    await userEvent.type(noteBox(), 'Holiday policy');
    escape();
    await findQuestion();
    escape();
    await waitFor(() => expect(question()).toBeNull());
    expect(onClose).not.toHaveBeenCalled();
    expect((noteBox() as HTMLTextAreaElement).value).toBe('Holiday policy');
  });

  it('lets Cancel close without asking', async () => {
    const { onClose } = renderNote();
    await userEvent.type(noteBox(), 'Holiday policy');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
  });

  it('asks the browser before the tab closes while there is unsaved text', async () => {
    renderNote();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(noteBox(), 'Holiday policy');
    expect(unload()).toBe(true);
    await userEvent.clear(noteBox());
    expect(unload()).toBe(false);
  });
});
