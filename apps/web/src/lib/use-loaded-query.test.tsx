import { act, render, waitFor } from '@testing-library/react';
import { QueryClientProvider, queryOptions, useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createTestQueryClient } from '../test/render-app';
import { useLoadedQuery } from './use-loaded-query';

const countries = queryOptions({ queryKey: ['countries', 1], queryFn: async () => ['ES', 'DE'] });

/** Renders `use` in a component and counts its renders. */
function countRenders(use: () => void) {
  const queryClient = createTestQueryClient();
  const renders = { count: 0 };
  function Probe() {
    renders.count += 1;
    use();
    return null;
  }
  render(
    <QueryClientProvider client={queryClient}>
      <Probe />
    </QueryClientProvider>,
  );
  return { queryClient, renders };
}

describe('useLoadedQuery', () => {
  it('loads the query and keeps it, without rendering its component again as it loads and refetches', async () => {
    const { queryClient, renders } = countRenders(() => useLoadedQuery(countries));
    await waitFor(() => expect(queryClient.getQueryData(countries.queryKey)).toEqual(['ES', 'DE']));
    await act(() => queryClient.refetchQueries({ queryKey: countries.queryKey }));
    expect(renders.count).toBe(1);
    // it stays observed, so it is kept in the cache and refetched with the screen
    expect(queryClient.getQueryCache().find({ queryKey: countries.queryKey })?.getObserversCount()).toBe(1);
  });

  it('is what a useQuery whose result nobody reads would not be: that one renders on every change', async () => {
    const { queryClient, renders } = countRenders(() => void useQuery(countries));
    await waitFor(() => expect(queryClient.getQueryData(countries.queryKey)).toEqual(['ES', 'DE']));
    await act(() => queryClient.refetchQueries({ queryKey: countries.queryKey }));
    expect(renders.count).toBeGreaterThan(1);
  });
});
