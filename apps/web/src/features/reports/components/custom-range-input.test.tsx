import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../test/render-app';
import { CustomRangeInput } from './custom-range-input';

// the calendar's chunk fails to load once (a dropped connection), then loads
let failures = 1;
vi.mock('./range-picker', async (importActual) => {
  if (failures-- > 0) throw new Error('network error');
  return importActual();
});

describe('the custom range input', () => {
  it('says so when the calendar cannot be loaded, and tries again on the next click', async () => {
    render(
      <TestProviders>
        <CustomRangeInput
          id="range"
          labelledBy="range"
          title="Custom range"
          value={['2026-10-01', '2026-11-23']}
          isCustom={false}
          minDate="2020-01-01"
          maxDate="2026-11-23"
          columns={1}
          onChange={vi.fn()}
          onClose={vi.fn()}
        />
      </TestProviders>,
    );
    const standIn = screen.getByRole('button', { name: '1 Oct 2026 – 23 Nov 2026' });
    // a click alone (a pointer coming over the input would already have tried)
    fireEvent.click(standIn);
    expect(
      await screen.findByText(
        "Whoops! There was a problem, we couldn't load the calendar, please try again.",
      ),
    ).toBeTruthy();
    expect(document.querySelector('input[type="hidden"]')).toBeNull();
    fireEvent.click(standIn);
    await waitFor(() => expect(document.querySelector('input[type="hidden"]')).not.toBeNull());
    expect(await screen.findByRole('button', { name: '3 October 2026', hidden: true })).toBeTruthy();
  });
});
