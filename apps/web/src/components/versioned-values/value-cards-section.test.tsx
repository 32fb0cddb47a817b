import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { TestProviders } from '../../test/render-app';
import { answer } from '../../test/knowledge-api';
import { ValueCardsSection } from './value-cards-section';

const DE = 3;
const PAUSED = 'Scheduled versions paused while this country uses the global template';

/** Germany's own answer, switched off on 20 Nov 2026 after a version was scheduled for 15 Jan 2027. */
const germany = (scheduledId: number): TValueCard =>
  answer(DE, {
    id: 40,
    text: 'German vacation.',
    active: false,
    hasGlobal: true,
    validFrom: '2026-11-20T09:00:00.000Z',
    scheduledCount: 1,
    scheduled: [
      {
        id: scheduledId,
        countryId: DE,
        text: 'German vacation from 2027.',
        active: true,
        validFrom: '2027-01-15T08:00:00.000Z',
        lastUpdated: '2026-11-10T09:00:00.000Z',
        lastUserUpdated: 'ana@acme.test',
      },
    ],
  });

function renderSection(values: TValueCard[], kind: 'answer' | 'value' = 'answer', defaultText?: string) {
  render(
    <TestProviders>
      <ValueCardsSection
        kind={kind}
        values={values}
        countryName={(id) => ({ 1: 'Global', 2: 'Spain', 3: 'Germany' })[id] ?? `#${id}`}
        onEdit={() => {}}
        onHistory={() => {}}
        defaultText={defaultText}
      />
    </TestProviders>,
  );
}

describe('ValueCardsSection', () => {
  it('says on the card that the scheduled versions wait while the country uses the global template', () => {
    renderSection([answer(1, { text: 'Global vacation.' }), germany(35)]);
    const card = screen.getByTestId('country-card-3');
    expect(within(card).getByText(PAUSED)).toBeTruthy();
    expect(within(card).getByText('Global')).toBeTruthy();
    expect(within(card).getByText('Global vacation.')).toBeTruthy();
  });

  it('speaks of values for a placeholder', () => {
    renderSection([answer(1), germany(35)], 'value');
    expect(
      within(screen.getByTestId('country-card-3')).getByText(
        'Scheduled values paused while this country uses the global value',
      ),
    ).toBeTruthy();
  });

  it('says nothing of a pause for a version scheduled after the switch-off', () => {
    renderSection([answer(1), germany(45)]);
    expect(screen.queryByText(PAUSED)).toBeNull();
    expect(screen.getByText('Scheduled (1)')).toBeTruthy();
  });

  it('shows the default text, not a missing value, for a country without a bot reaction text', () => {
    const none = { id: 0, text: '', active: false, hasGlobal: false, new: true, lastUpdated: null };
    renderSection(
      [answer(1, { ...none }), answer(2, { text: '¡Hola!' }), answer(DE, none)],
      'answer',
      'Hi there!',
    );
    // the countries keep their order: the global template first
    expect(screen.getAllByTestId(/^country-card-/).map((card) => card.dataset.testid)).toEqual([
      'country-card-1',
      'country-card-2',
      'country-card-3',
    ]);
    const germanyCard = screen.getByTestId('country-card-3');
    expect(within(germanyCard).getByText('Default text')).toBeTruthy();
    expect(within(germanyCard).getByText('Hi there!')).toBeTruthy();
    expect(screen.queryByText('NO ANSWER PROVIDED')).toBeNull();
    expect(screen.queryByText('COUNTRIES WITHOUT ANSWER')).toBeNull();
  });
});
