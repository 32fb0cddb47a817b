import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { answer } from '../../test/knowledge-api';
import { TestProviders } from '../../test/render-app';
import { CountryValueCard } from './country-value-card';

const ES = 2;
const TEMPLATE = 'Salaries are paid on {{payrollDay}}.';

function renderCard(value: TValueCard, kind: 'answer' | 'value', text: string) {
  render(
    <TestProviders>
      <CountryValueCard
        value={value}
        countryName="Spain"
        text={text}
        fillsPlaceholders={kind === 'answer'}
        placeholderValues={
          kind === 'answer' ? new Map([['payrollDay', 'el último día laborable del mes']]) : undefined
        }
        onEdit={() => {}}
        onHistory={() => {}}
        noValueLabel="NO ANSWER PROVIDED"
        pausedLabel="paused"
      />
    </TestProviders>,
  );
  return screen.getByTestId(`country-card-${ES}`);
}

describe('the mixed languages note of a country card', () => {
  it('tells on an answer card that the template is filled with values in another language', () => {
    const card = renderCard(
      answer(ES, { active: false, hasGlobal: true, languageMix: { text: 'en', values: 'es' } }),
      'answer',
      TEMPLATE,
    );
    // the sentence as the employees read it, and why it reads so
    expect(card.textContent).toContain('Salaries are paid on el último día laborable del mes.');
    const note = within(card).getByRole('note');
    expect(note.textContent).toContain('Mixed languages');
    expect(note.textContent).toContain('the answer is in English, its placeholder values in Spanish');
  });

  it('tells on a placeholder value card that an answer using it is in another language', () => {
    const card = renderCard(
      answer(ES, { text: 'el último día laborable del mes', languageMix: { text: 'en', values: 'es' } }),
      'value',
      'el último día laborable del mes',
    );
    expect(within(card).getByRole('note').textContent).toContain(
      'this value is in Spanish, an answer that uses it in English',
    );
  });

  it('says nothing where the languages agree or are not known', () => {
    renderCard(answer(ES, { languageMix: null }), 'answer', TEMPLATE);
    expect(screen.queryByRole('note')).toBeNull();
  });
});
