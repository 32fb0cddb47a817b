import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { answer, knowledgeApi } from '../../test/knowledge-api';

const placeholder = {
  id: 7,
  keyWord: 'payrollDay',
  info: 'Pay day',
  description: 'When salaries are paid',
  category: null,
  placeholderTags: [],
};
const value = (countryId: number, text: string, patch: object = {}) => ({
  ...answer(countryId, { text: '' }),
  placeholderId: 7,
  value: text,
  ...patch,
});

function payrollScenario() {
  knowledgeApi({
    routes: {
      'GET /api/Placeholders/7': { body: placeholder },
      'GET /api/Placeholders/values': {
        body: [
          value(1, 'the last working day of the month'),
          value(2, 'el último día laborable del mes', { languageMix: { text: 'en', values: 'es' } }),
          value(3, 'der letzte Bankarbeitstag des Monats', { languageMix: null }),
        ],
      },
      'GET /api/Placeholders/7/uses': { body: [{ id: 5, text: 'When is payday?' }] },
      'GET /api/UserAnswers/current': {
        body: [answer(1, { questionId: 5, text: 'Salaries are paid on {{payrollDay}}.' })],
      },
      'GET /api/Placeholders/Globals/ES': {
        body: [{ keyWord: 'payrollDay', value: 'el último día laborable del mes' }],
      },
    },
  });
  renderApp({ path: '/placeholder/7' });
}

describe('Placeholder page: values in another language than the answers using them', () => {
  it("warns on Spain's card and not on the others", async () => {
    payrollScenario();
    const spain = await screen.findByTestId('country-card-2');
    expect(within(spain).getByRole('note').textContent).toContain(
      'this value is in Spanish, an answer that uses it in English',
    );
    expect(within(screen.getByTestId('country-card-3')).queryByRole('note')).toBeNull();
  });

  it('previews the answers using it as the employees will read them, with the value being written', async () => {
    payrollScenario();
    const spain = await screen.findByTestId('country-card-2');
    await userEvent.click(within(spain).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('When is payday?')).toBeTruthy();
    const preview = within(dialog).getByLabelText('Preview');
    expect(preview.textContent).toBe('Salaries are paid on el último día laborable del mes.');
    const input = within(dialog).getByRole('textbox', { name: 'Text' });
    await userEvent.clear(input);
    await userEvent.type(input, 'the last working day of the month');
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Preview').textContent).toBe(
        'Salaries are paid on the last working day of the month.',
      ),
    );
  });
});
