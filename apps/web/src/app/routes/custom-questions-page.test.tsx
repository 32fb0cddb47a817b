import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCustomQuestion } from '@askhr/shared/custom-questions/custom-questions.schemas';
import type { TFakeResponse } from '../../test/fake-api';
import { knowledgeApi } from '../../test/knowledge-api';
import { active, renderApp } from '../../test/render-app';

const LIST = '/api/CustomQuestions/';
const CANTEEN: TCustomQuestion = {
  id: 3,
  questions: ['Where is the canteen?', 'canteen floor'],
  answer: 'On {{canteenFloor}}.',
  version: 2,
};

function customApi(
  permissions: string[],
  save: TFakeResponse = { body: { id: 3, customerId: 1 } },
  list: TCustomQuestion[] = [CANTEEN],
) {
  return knowledgeApi({
    features: active('CustomQuestions'),
    routes: {
      'GET /api/Permissions/': { body: permissions },
      [`GET ${LIST}`]: { body: list },
      [`POST ${LIST}`]: save,
      [`DELETE ${LIST}3`]: { status: 204 },
    },
  });
}

const EDITOR = ['normal-user', 'edit-custom-questions'];

async function openPage() {
  renderApp({ path: '/customQuestions' });
  await screen.findByText('Where is the canteen?', undefined, { timeout: 5000 });
}

afterEach(() => notifications.clean());

describe('Custom Questions page', { timeout: 15_000 }, () => {
  it('lists the questions with their texts and answer, and searches', async () => {
    const { calls } = customApi(EDITOR);
    await openPage();
    expect(screen.getByText('canteen floor')).toBeTruthy();
    expect(screen.getByText('On {{canteenFloor}}.')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search' }), 'canteen');
    await waitFor(() =>
      expect(calls.some((c) => c.path === LIST && c.search === '?search=canteen')).toBe(true),
    );
  });

  it('asks for a question text and an answer, then saves a new question', async () => {
    const { calls } = customApi(EDITOR);
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a custom question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Please add a question text')).toBeTruthy();
    expect(within(dialog).getByText('Please add an answer')).toBeTruthy();

    await userEvent.type(within(dialog).getByLabelText('Question text 1'), 'Is there a gym?');
    expect(within(dialog).queryByText('Please add a question text')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add a question text' }));
    await userEvent.type(within(dialog).getByLabelText('Question text 2'), 'gym');
    await userEvent.type(within(dialog).getByLabelText('Answer'), 'Yes, in the basement.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const posted = calls.find((c) => c.method === 'POST' && c.path === LIST);
    expect(JSON.parse(String(posted!.body))).toEqual({
      id: 0,
      questions: ['Is there a gym?', 'gym'],
      answer: 'Yes, in the basement.',
      questionsOriginal: [],
      questionsDeleted: [],
    });
  });

  it('sends what was read and deleted on an edit, and says so when someone else saved first', async () => {
    const stale = 'Someone else changed this custom question since you opened it.';
    const { calls } = customApi(EDITOR, {
      status: 409,
      body: { error: { code: 'CONFLICT', message: stale } },
    });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Where is the canteen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the custom question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove question text 2' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(stale);
    const posted = calls.find((c) => c.method === 'POST' && c.path === LIST);
    expect(JSON.parse(String(posted!.body))).toEqual({
      id: 3,
      version: 2,
      questions: ['Where is the canteen?'],
      answer: 'On {{canteenFloor}}.',
      questionsOriginal: ['Where is the canteen?', 'canteen floor'],
      questionsDeleted: ['canteen floor'],
    });
  });

  it('shows the spec message when a save fails otherwise', async () => {
    customApi(EDITOR, { status: 500, body: { error: { code: 'INTERNAL', message: 'boom' } } });
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Where is the canteen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the custom question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was a problem saving the answer',
    );
  });

  it('offers neither Add nor Edit without edit-custom-questions', async () => {
    customApi(['normal-user']);
    await openPage();
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  });

  it('says when the company has no custom questions yet', async () => {
    customApi(EDITOR, undefined, []);
    renderApp({ path: '/customQuestions' });
    expect(await screen.findByText('No custom questions yet', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Nothing matches')).toBeNull();
  });

  it('deletes a question after a second click that confirms it', async () => {
    const { calls } = customApi(EDITOR);
    await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Edit Where is the canteen?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit the custom question' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, delete it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${LIST}3`]);
  });
});
