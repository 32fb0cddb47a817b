import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TValueCard } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { TestProviders } from '../../test/render-app';
import { answer } from '../../test/knowledge-api';
import { ValueSummary } from './value-summary';

const none = { id: 0, text: '', active: false, hasGlobal: false, new: true, lastUpdated: null };
/** No global template; 2 of 5 countries with their own value, as "Enabled in 2 of 5 countries". */
const values: TValueCard[] = [
  answer(1, none),
  answer(2),
  answer(3),
  answer(4, none),
  answer(5, none),
  answer(6, none),
];

function renderSummary(hasDefaultText?: boolean) {
  render(
    <TestProviders>
      <ValueSummary
        values={values}
        countryName={(id) => `#${id}`}
        related={[]}
        hasDefaultText={hasDefaultText}
      />
    </TestProviders>,
  );
}

describe('ValueSummary', () => {
  it('counts the countries without a value, not the global template', () => {
    renderSummary();
    expect(screen.getByText('3 countries without a value')).toBeTruthy();
  });

  it('counts the countries that get the default text where there is one', () => {
    renderSummary(true);
    expect(screen.getByText('3 countries get the default text')).toBeTruthy();
  });
});
