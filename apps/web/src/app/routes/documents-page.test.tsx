import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { TDocument, TDocumentTemplate } from '@askhr/shared/documents/documents.schemas';
import type { TFakeResponse } from '../../test/fake-api';
import { knowledgeApi } from '../../test/knowledge-api';
import { active, renderApp } from '../../test/render-app';

const WELCOME: TDocumentTemplate = {
  id: 4,
  role: 'team-member',
  name: 'Welcome letter',
  description: 'For every new colleague.',
  content: '<h1>Welcome</h1><p>Write to {{hrEmail}} or {{nope}}.</p>',
  newUntil: '2099-07-01T00:00:00.000Z',
};
const OLD: TDocumentTemplate = {
  ...WELCOME,
  id: 5,
  name: 'Travel guide',
  newUntil: '2023-07-01T00:00:00.000Z',
};
const SAVED: TDocument = {
  id: 9,
  documentTemplateId: 4,
  content: '<p>Ours: {{hrEmail}} and {{notAPlaceholder}}</p>',
  lastCustomerUserId: 1,
  lastUpdated: '2026-10-01T10:00:00.000Z',
  version: 3,
};
const EDITOR = ['normal-user', 'edit-documents'];

function documentsApi(
  permissions: string[],
  {
    features = active('Documents', 'ManagerToolBox'),
    documents = { body: [] } as TFakeResponse,
    templates = { body: [WELCOME, OLD] } as TFakeResponse,
  } = {},
) {
  return knowledgeApi({
    features,
    routes: {
      'GET /api/Permissions/': { body: permissions },
      'GET /api/Documents/': documents,
      'GET /api/Documents/templates': templates,
      'GET /api/Documents/9': { body: SAVED },
      'POST /api/Documents/': { body: { id: 9, customerId: 1 } },
      'GET /api/Placeholders/Globals/ES': { body: [{ keyWord: 'hrEmail', value: 'rrhh@acme.es' }] },
    },
  });
}

afterEach(() => notifications.clean());

describe('Documents page', { timeout: 20_000 }, () => {
  it('shows the two folders and the templates of one, New! until its end date', async () => {
    documentsApi(['normal-user']);
    renderApp({ path: '/documents/' });
    expect(await screen.findByRole('link', { name: 'People Manager' }, { timeout: 5000 })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Team Member' }));
    const card = await screen.findByRole('article', { name: 'Welcome letter' });
    expect(within(card).getByText('New!')).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Travel guide' })).queryByText('New!')).toBeNull();
    expect(within(card).getByRole('button', { name: 'Download' })).toBeTruthy();
    // reading needs only the general permission; Edit needs edit-documents
    expect(within(card).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows Upgrade Available in the People Manager folder without ManagerToolBox', async () => {
    const { calls } = documentsApi(EDITOR, { features: active('Documents') });
    renderApp({ path: '/documents/people-manager' });
    expect(await screen.findByText('Upgrade Available', undefined, { timeout: 5000 })).toBeTruthy();
    expect(calls.some((c) => c.path.startsWith('/api/Documents'))).toBe(false);
  });

  it('ignores a 403 on the documents silently', async () => {
    documentsApi(EDITOR, {
      documents: { status: 403, body: { error: { code: 'FORBIDDEN', message: 'No' } } },
    });
    renderApp({ path: '/documents/team-member' });
    expect(await screen.findByRole('article', { name: 'Welcome letter' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText(/couldn't load the documents/)).toBeNull();
  });

  it('reports templates that failed to load', async () => {
    documentsApi(EDITOR, { templates: { status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } } });
    renderApp({ path: '/documents/people-manager' });
    expect(
      await screen.findByText(
        "Whoops! There was a problem, we couldn't load the document templates, please try again.",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('edits the saved text, warns about unknown placeholders, previews them filled and saves', async () => {
    const { calls } = documentsApi(EDITOR, { documents: { body: [SAVED] } });
    renderApp({ path: '/documents/team-member' });
    const card = await screen.findByRole('article', { name: 'Welcome letter' }, { timeout: 5000 });
    expect(within(card).getByText(/^Edited /)).toBeTruthy();
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome letter' }, { timeout: 8000 });
    expect(
      await within(dialog).findByText('{{notAPlaceholder}}: THIS PLACEHOLDER DOESNT EXIST'),
    ).toBeTruthy();
    const preview = within(dialog).getByRole('img', { name: 'Preview for Spain' });
    await waitFor(() => expect(preview.textContent).toContain('Ours: rrhh@acme.es and @notAPlaceholder'));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('You should select a text')).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.find((c) => c.method === 'POST' && c.path === '/api/Documents/');
    expect(JSON.parse(String(posted!.body))).toMatchObject({ id: 9, version: 3, documentTemplateId: 4 });
    expect(JSON.parse(String(posted!.body)).content).toContain('Ours: {{hrEmail}} and {{notAPlaceholder}}');
  });

  it('closes only the link popup on Escape, and asks before Escape throws a changed text away', async () => {
    documentsApi(EDITOR, { documents: { body: [SAVED] } });
    renderApp({ path: '/documents/team-member' });
    const card = await screen.findByRole('article', { name: 'Welcome letter' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome letter' }, { timeout: 8000 });
    await within(dialog).findByText('{{notAPlaceholder}}: THIS PLACEHOLDER DOESNT EXIST');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Link' }));
    expect(await within(dialog).findByText('You should select a text')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(dialog).queryByText('You should select a text')).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Welcome letter' })).toBeTruthy();

    // a change: a placeholder inserted into the text
    await userEvent.click(within(dialog).getByLabelText('Insert a placeholder'));
    await userEvent.click(await screen.findByRole('option', { name: 'hrEmail', hidden: true }));
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Edit Welcome letter' })).toBeTruthy();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the server message when someone else saved first', async () => {
    documentsApi(EDITOR);
    const conflict = { error: { code: 'CONFLICT', message: 'Someone else changed this document.' } };
    const { calls } = knowledgeApi({
      features: active('Documents', 'ManagerToolBox'),
      routes: {
        'GET /api/Permissions/': { body: EDITOR },
        'GET /api/Documents/': { body: [] },
        'GET /api/Documents/templates': { body: [WELCOME] },
        'POST /api/Documents/': { status: 409, body: conflict },
        'GET /api/Placeholders/Globals/ES': { body: [] },
      },
    });
    renderApp({ path: '/documents/team-member' });
    const card = await screen.findByRole('article', { name: 'Welcome letter' }, { timeout: 5000 });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Welcome letter' }, { timeout: 8000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Someone else changed this document.')).toBeTruthy();
    const posted = calls.find((c) => c.method === 'POST');
    expect(JSON.parse(String(posted!.body))).toMatchObject({ id: 0, documentTemplateId: 4 });
  });
});
