import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render-app';
import { PERIODS } from '../dashboard-period';
import { PeriodPicker } from './period-picker';

describe('the period picker', () => {
  it('names the custom range by its purpose and by the dates it shows', () => {
    render(
      <TestProviders>
        <PeriodPicker
          periods={PERIODS}
          period="custom"
          range={{ start: '2026-10-01', end: '2026-11-23' }}
          today="2026-11-23"
          onPeriod={vi.fn()}
          onRange={vi.fn()}
        />
      </TestProviders>,
    );
    // WCAG 2.5.3: a spoken name that leaves out the visible text cannot be used to pick the control
    const input = screen.getByRole('button', { name: /^Custom range 1 Oct 2026 . 23 Nov 2026$/ });
    expect(input.textContent?.trim()).toMatch(/^1 Oct 2026 . 23 Nov 2026$/);
  });
});
