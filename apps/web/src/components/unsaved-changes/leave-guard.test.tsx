import { useState } from 'react';
import { TextInput } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { LeaveGuard } from './leave-guard';
import { useUnsavedChanges } from './use-unsaved-changes';

function NotePage() {
  const [note, setNote] = useState('');
  useUnsavedChanges(note !== '');
  return <TextInput label="Note" value={note} onChange={(event) => setNote(event.currentTarget.value)} />;
}

function renderPages() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/questions">Questions</Link>
            <Link to="/review?country=2">Spain</Link>
            <Outlet />
            <LeaveGuard />
          </>
        ),
        children: [
          { path: '/review', element: <NotePage /> },
          { path: '/questions', element: <p>Questions page</p> },
        ],
      },
    ],
    { initialEntries: ['/review'] },
  );
  render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return router;
}

const noteBox = () => screen.getByRole('textbox', { name: 'Note' }) as HTMLInputElement;
const findQuestion = () => screen.findByRole('dialog', { name: 'Discard your changes?' });

describe('LeaveGuard', () => {
  it('leaves a page without unsaved work at once', async () => {
    const router = renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    expect(router.state.location.pathname).toBe('/questions');
    expect(screen.getByText('Questions page')).toBeTruthy();
  });

  it('asks before leaving unsaved work; Keep editing stays with the text', async () => {
    const router = renderPages();
    await userEvent.type(noteBox(), 'Not an HR question');
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    await findQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/review');
    expect(noteBox().value).toBe('Not an HR question');
  });

  it('leaves when the changes are discarded', async () => {
    const router = renderPages();
    await userEvent.type(noteBox(), 'Not an HR question');
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    await findQuestion();
    await userEvent.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/questions'));
    expect(screen.getByText('Questions page')).toBeTruthy();
  });

  it('asks on Back too', async () => {
    const router = renderPages();
    await userEvent.click(screen.getByRole('link', { name: 'Questions' }));
    await userEvent.click(screen.getByRole('link', { name: 'Spain' }));
    await userEvent.type(noteBox(), 'Not an HR question');
    await router.navigate(-1);
    await findQuestion();
    expect(router.state.location.pathname).toBe('/review');
  });

  it('does not ask when only the address of the same page changes', async () => {
    const router = renderPages();
    await userEvent.type(noteBox(), 'Not an HR question');
    await userEvent.click(screen.getByRole('link', { name: 'Spain' }));
    expect(router.state.location.search).toBe('?country=2');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(noteBox().value).toBe('Not an HR question');
  });
});
