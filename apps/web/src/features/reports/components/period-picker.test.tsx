import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render-app';
import { PERIODS } from '../dashboard-period';
import { PeriodPicker } from './period-picker';

const CUSTOM_RANGE = /^Custom range 1 Oct 2026 . 23 Nov 2026$/;

function renderPicker(onRange = vi.fn()) {
  render(
    <TestProviders>
      <PeriodPicker
        periods={PERIODS}
        period="custom"
        range={{ start: '2026-10-01', end: '2026-11-23' }}
        today="2026-11-23"
        onPeriod={vi.fn()}
        onRange={onRange}
      />
    </TestProviders>,
  );
  return onRange;
}

/** the calendar's own input, once its code has loaded (the stand-in has no hidden date field) */
const calendarLoaded = () => document.querySelector('input[type="hidden"]') !== null;

describe('the period picker', () => {
  it('names the custom range by its purpose and by the dates it shows', () => {
    renderPicker();
    // WCAG 2.5.3: a spoken name that leaves out the visible text cannot be used to pick the control
    const input = screen.getByRole('button', { name: CUSTOM_RANGE });
    expect(input.textContent?.trim()).toMatch(/^1 Oct 2026 . 23 Nov 2026$/);
    // Home's first load leaves the calendar's code out
    expect(calendarLoaded()).toBe(false);
  });

  it('loads the calendar on a click and opens it; a range picked in it is applied', async () => {
    const onRange = renderPicker();
    await userEvent.click(screen.getByRole('button', { name: CUSTOM_RANGE }));
    await waitFor(() => expect(calendarLoaded()).toBe(true));
    // the calendar opens on the month the range starts in (jsdom has no layout: floating UI leaves
    // the open dropdown hidden, hence `hidden: true`)
    await userEvent.click(await screen.findByRole('button', { name: '3 October 2026', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: '10 October 2026', hidden: true }));
    expect(onRange).toHaveBeenCalledWith({ start: '2026-10-03', end: '2026-10-10' });
  });

  it('opens the calendar from the keyboard, the focus in it', async () => {
    const onRange = renderPicker();
    for (let press = 0; press <= PERIODS.length; press++) await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: CUSTOM_RANGE }));
    await userEvent.keyboard('{Enter}');
    const day = await screen.findByRole('button', { name: '3 October 2026', hidden: true });
    await waitFor(() => expect(document.activeElement?.closest('[data-dates-dropdown]')).not.toBeNull());
    await userEvent.click(day);
    await userEvent.click(screen.getByRole('button', { name: '10 October 2026', hidden: true }));
    expect(onRange).toHaveBeenCalledWith({ start: '2026-10-03', end: '2026-10-10' });
  });
});
