import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { unsavedChangesStore } from './unsaved-changes-store';
import { useConfirmedLeave } from './use-confirmed-leave';
import { useUnsavedChanges } from './use-unsaved-changes';

function NoteForm() {
  const [note, setNote] = useState('');
  useUnsavedChanges(note !== '');
  return <TextInput label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />;
}

function SwitchTenant({ onLeave }: { onLeave(): void }) {
  const leave = useConfirmedLeave(onLeave);
  return (
    <>
      <Button onClick={leave.request}>Switch tenant</Button>
      {leave.confirm}
    </>
  );
}

function renderBoth() {
  const onLeave = vi.fn();
  render(
    <TestProviders>
      <NoteForm />
      <SwitchTenant onLeave={onLeave} />
    </TestProviders>,
  );
  return { onLeave };
}

const switchTenant = () => userEvent.click(screen.getByRole('button', { name: 'Switch tenant' }));

describe('useConfirmedLeave', () => {
  it('leaves at once when no form holds unsaved work', async () => {
    const { onLeave } = renderBoth();
    await switchTenant();
    expect(onLeave).toHaveBeenCalledTimes(1);
  });

  it('asks first while a form holds unsaved work, and lets every form go on Discard', async () => {
    const { onLeave } = renderBoth();
    await userEvent.type(screen.getByRole('textbox', { name: 'Note' }), 'Draft');
    await switchTenant();
    await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(onLeave).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    expect(onLeave).not.toHaveBeenCalled();

    await switchTenant();
    await userEvent.click(await screen.findByRole('button', { name: 'Discard changes' }));
    expect(onLeave).toHaveBeenCalledTimes(1);
    // the navigation that follows is not asked about again
    expect(unsavedChangesStore.hasAny()).toBe(false);
  });
});
