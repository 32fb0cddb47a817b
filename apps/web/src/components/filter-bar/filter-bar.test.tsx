import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render-app';
import { FilterBar } from './filter-bar';
import { EMPTY_FILTERS, filtersFromParams, paramsFromFilters } from './list-filters';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function renderBar(onApply = vi.fn()) {
  render(
    <TestProviders>
      <FilterBar
        filters={EMPTY_FILTERS}
        onApply={onApply}
        categories={[{ id: 1, name: 'Leave' }]}
        tags={[]}
        focusedCountryName="Spain"
      />
    </TestProviders>,
  );
  return onApply;
}

describe('FilterBar', () => {
  it('applies the text 750 ms after the last keystroke, once', () => {
    const onApply = renderBar();
    const search = screen.getByRole('textbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'hol' } });
    act(() => vi.advanceTimersByTime(500));
    fireEvent.change(search, { target: { value: 'holiday' } });
    act(() => vi.advanceTimersByTime(749));
    expect(onApply).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(onApply).toHaveBeenCalledWith({ ...EMPTY_FILTERS, description: 'holiday' });
  });

  it('offers "Missing in {country}" and clears everything at once', () => {
    const onApply = renderBar();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Missing in Spain' }));
    act(() => vi.advanceTimersByTime(750));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_FILTERS, missing: true });
    fireEvent.click(screen.getByRole('button', { name: 'Clear the filters' }));
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_FILTERS);
    act(() => vi.advanceTimersByTime(1000));
    expect(onApply).toHaveBeenCalledTimes(2);
  });
});

describe('filters in the address', () => {
  it('round-trips filters and a 1-based page', () => {
    const filters = { description: 'sick leave', categoryId: 3, tagId: null, missing: true };
    const params = paramsFromFilters(filters, 2);
    expect(params.toString()).toBe('q=sick+leave&category=3&missing=1&page=3');
    expect(filtersFromParams(params)).toEqual({ ...filters, page: 2 });
    expect(filtersFromParams(new URLSearchParams('category=abc&page=0'))).toEqual({
      ...EMPTY_FILTERS,
      page: 0,
    });
  });
});
