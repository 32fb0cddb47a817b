import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { TBotReactionValue } from '@askhr/shared/bot-reactions/bot-reactions.schemas';
import { active, renderApp } from '../../test/render-app';
import { answer, knowledgeApi } from '../../test/knowledge-api';

const welcome = {
  id: 1,
  key: 'welcome',
  title: 'Welcome',
  description: 'Sent when an employee opens a conversation with the bot.',
  defaultText: "Hi! I'm your HR assistant.",
};
const thanks = {
  id: 9,
  key: 'feedbackThanks',
  title: 'Thanks for the feedback',
  description: 'Sent after an employee rates an answer.',
  defaultText: 'Thanks for your feedback!',
};
const text = (countryId: number, patch: Partial<TBotReactionValue> = {}): TBotReactionValue => {
  const { questionId: _questionId, ...card } = answer(countryId);
  return { ...card, botReactionId: 1, ...patch };
};
const values = [
  text(1, { text: 'Welcome to {{company}} HR!', editable: false }),
  text(2, { text: '¡Hola!\n---\n¡Buenas!' }),
  text(3, { id: 0, text: '', active: false, hasGlobal: true, new: true, editable: false }),
];
const features = active('BotReactions');

describe('Bot Reactions list', () => {
  it('shows a card per reaction type with its description, default text and View', async () => {
    knowledgeApi({ features, routes: { 'GET /api/BotReactions/': { body: [welcome, thanks] } } });
    renderApp({ path: '/botReactions' });
    const card = await screen.findByTestId('bot-reaction-9');
    expect(within(card).getByRole('heading', { name: 'Thanks for the feedback' })).toBeTruthy();
    expect(within(card).getByText('Sent after an employee rates an answer.')).toBeTruthy();
    expect(within(card).getByText('Thanks for your feedback!')).toBeTruthy();
    const view = within(card).getByRole('link', { name: 'View Thanks for the feedback' });
    expect(view.getAttribute('href')).toBe('/botReaction/9');
    expect(screen.getByTestId('bot-reaction-1')).toBeTruthy();
  });

  it('says when the reactions cannot be loaded', async () => {
    knowledgeApi({ features, routes: { 'GET /api/BotReactions/': { status: 500, body: {} } } });
    renderApp({ path: '/botReactions' });
    expect(await screen.findByText(/error while getting the bot reactions/)).toBeTruthy();
  });
});

describe('Bot Reaction detail', () => {
  const detailApi = (extra = {}) =>
    knowledgeApi({
      features,
      routes: {
        'GET /api/BotReactions/1': { body: welcome },
        'GET /api/BotReactions/1/values': { body: values },
        'GET /api/Placeholders/Globals/GLOBAL': { body: [{ keyWord: 'company', value: 'Acme' }] },
        'GET /api/Placeholders/Globals/ES': { body: [{ keyWord: 'company', value: 'Acme España' }] },
        'GET /api/Placeholders/Globals/DE': { body: [{ keyWord: 'company', value: 'Acme GmbH' }] },
        ...extra,
      },
    });

  it('shows the texts per country with the global inheritance and the default text', async () => {
    detailApi();
    renderApp({ path: '/botReaction/1' });
    expect(await screen.findByRole('heading', { name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText("Hi! I'm your HR assistant.")).toBeTruthy();
    expect(await screen.findByText('Texts')).toBeTruthy();
    const global = await screen.findByTestId('country-card-1');
    await waitFor(() => expect(global.textContent).toContain('Welcome to Acme HR!'));
    // Germany has no text of its own: it shows the global one, with its own placeholder values
    const germany = screen.getByTestId('country-card-3');
    await waitFor(() => expect(germany.textContent).toContain('Welcome to Acme GmbH HR!'));
    expect(within(germany).getByText('Global')).toBeTruthy();
    expect(within(global).queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(within(screen.getByTestId('country-card-2')).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });

  it("asks for a response text and saves the country's text", { timeout: 20_000 }, async () => {
    const { calls } = detailApi({ 'POST /api/BotReactions/': { body: [{ id: 77, customerId: 1 }] } });
    renderApp({ path: '/botReaction/1' });
    const spain = await screen.findByTestId('country-card-2');
    await userEvent.click(within(spain).getByRole('button', { name: 'Edit' }));
    const box = await screen.findByRole('textbox', { name: /Text/ });
    expect(screen.getByText(/several texts separated by a line holding only ---/)).toBeTruthy();
    fireEvent.change(box, { target: { value: '  ' } });
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please add a response text.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    fireEvent.change(box, { target: { value: 'Hola, {{company}}' } });
    // the preview fills the placeholders with the country's values
    await waitFor(() => expect(document.body.textContent).toContain('Hola, Acme España'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST')!;
    expect(JSON.parse(String(post.body))).toEqual([
      expect.objectContaining({ id: 20, botReactionId: 1, countryId: 2, text: 'Hola, {{company}}' }),
    ]);
  });

  it('shows the default text on the cards of the countries without a text, not a missing answer', async () => {
    const none = { id: 0, text: '', active: false, hasGlobal: false, new: true };
    detailApi({
      'GET /api/BotReactions/1/values': { body: [text(1, none), text(2, { text: '¡Hola!' }), text(3, none)] },
    });
    renderApp({ path: '/botReaction/1' });
    const germany = await screen.findByTestId('country-card-3');
    expect(within(germany).getByText('Default text')).toBeTruthy();
    expect(within(germany).getByText("Hi! I'm your HR assistant.")).toBeTruthy();
    expect(screen.queryByText('NO ANSWER PROVIDED')).toBeNull();
    expect(screen.getByText('1 country gets the default text')).toBeTruthy();
  });

  it('shows a not-found view for a reaction that does not exist', async () => {
    knowledgeApi({ features, routes: { 'GET /api/Placeholders/Globals/ES': { body: [] } } });
    renderApp({ path: '/botReaction/99' });
    expect(await screen.findByRole('heading', { name: 'This bot reaction does not exist' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to bot reactions' }).getAttribute('href')).toBe(
      '/botReactions',
    );
  });
});
