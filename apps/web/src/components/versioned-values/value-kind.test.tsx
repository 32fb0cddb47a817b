import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ZItemStatus,
  ZValueCard,
  type TItemStatus,
} from '@askhr/shared/versioned-values/versioned-values.schemas';
import { TenantProvider } from '../../lib/tenant';
import { fakeApi } from '../../test/fake-api';
import {
  useKindCurrentValues,
  useKindHistory,
  useKindStatus,
  useKindValues,
  useRemoveKindValue,
  useRestoreKindVersion,
  useSaveKindValues,
} from './use-value-kind';
import { refreshedKeys, valueKindKeys, type TListedValueKind } from './value-kind';

/** A made-up fourth kind: a snippet has one wording per country. */
const ZSnippetValue = ZValueCard.extend({ snippetId: z.number(), wording: z.string() });
type TSnippetValue = z.infer<typeof ZSnippetValue>;
interface TSnippetSave {
  id?: number;
  snippetId: number;
  countryId: number;
  text: string;
  active: boolean;
}

const snippetKind: TListedValueKind<TSnippetValue, TSnippetSave, TItemStatus> = {
  keyRoot: 'snippetValues',
  itemSegment: 'snippet',
  basePath: '/api/Snippets',
  itemParam: 'snippetId',
  valuesRequest: (id) => ({ path: `/api/Snippets/${id}/values`, query: { scope: 1 } }),
  value: ZSnippetValue,
  toCard: ({ wording, snippetId: _snippetId, ...rest }) => ({ ...rest, text: wording }),
  toSaveItem: (snippetId, countryId, version) => ({ ...version, snippetId, countryId }),
  list: { param: 'snippets', status: ZItemStatus },
  refreshes: { save: ['item', 'status'], remove: ['all'], restore: ['item'] },
};

const card = {
  id: 30,
  countryId: 2,
  active: true,
  hasGlobal: false,
  editable: true,
  scheduledCount: 0,
  lastUpdated: null,
  lastUserUpdated: null,
  validFrom: null,
  new: false,
  scheduled: [],
};
const snippet: TSnippetValue = { ...card, snippetId: 7, wording: 'Hello' };

function setup() {
  const api = fakeApi({
    'GET /api/Snippets/7/values': { body: [snippet] },
    'GET /api/Snippets/7/history': { body: [] },
    'GET /api/Snippets/status': { body: [{ id: 7, enabledCountries: [2], disabledCountries: [] }] },
    'GET /api/Snippets/current': { body: [snippet] },
    'POST /api/Snippets/': { body: [{ id: 31, customerId: 4 }] },
    'DELETE /api/Snippets/ES': { status: 204 },
    'POST /api/Snippets/history/30/restore': { status: 204 },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const invalidated = vi.spyOn(queryClient, 'invalidateQueries');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <TenantProvider
        value={{ tenantId: 4, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant() {} }}
      >
        {children}
      </TenantProvider>
    </QueryClientProvider>
  );
  const invalidatedKeys = () => invalidated.mock.calls.map(([filters]) => filters?.queryKey);
  return { ...api, wrapper, invalidatedKeys };
}

describe('valueKindKeys', () => {
  it('scopes every key by the kind, with the tenant second', () => {
    const keys = valueKindKeys(snippetKind);
    expect(keys.item(4, 7)).toEqual(['snippetValues', 4, 'snippet', 7]);
    expect(keys.history(4, 7, 2)).toEqual(['snippetValues', 4, 'snippet', 7, 'history', 2]);
    expect(keys.status(4, [7])).toEqual(['snippetValues', 4, 'status', [7]]);
    expect(keys.current(4, [7], 'ES')).toEqual(['snippetValues', 4, 'current', 'ES', [7]]);
    const other = valueKindKeys({ keyRoot: 'otherValues', itemSegment: 'snippet' });
    expect(other.item(4, 7)).not.toEqual(keys.item(4, 7));
  });

  it('lists what each change refetches, as the kind says', () => {
    expect(refreshedKeys(snippetKind, 'save', 4, 7)).toEqual([
      ['snippetValues', 4, 'snippet', 7],
      ['snippetValues', 4, 'status'],
    ]);
    expect(refreshedKeys(snippetKind, 'remove', 4, 7)).toEqual([['snippetValues', 4]]);
  });
});

describe('the queries of a kind', () => {
  it('read the values, history, status and current values from the kind paths', async () => {
    const { calls, wrapper } = setup();
    const { result } = renderHook(
      () => ({
        values: useKindValues(snippetKind, 7),
        history: useKindHistory(snippetKind, 7, 2),
        status: useKindStatus(snippetKind, [7, 8]),
        current: useKindCurrentValues(snippetKind, [7, 8], 'ES'),
      }),
      { wrapper },
    );
    await waitFor(() => expect(Object.values(result.current).every((query) => query.isSuccess)).toBe(true));
    expect(result.current.values.data).toEqual([snippet]);
    const sent = calls.map((call) => `${call.method} ${call.path}${call.search}`).sort();
    expect(sent).toEqual([
      'GET /api/Snippets/7/history?countryId=2',
      'GET /api/Snippets/7/values?scope=1',
      'GET /api/Snippets/current?snippets=7%2C8&countryFocus=ES',
      'GET /api/Snippets/status?snippets=7%2C8',
    ]);
    expect(calls.every((call) => call.headers.get('X-Tenant-Id') === '4')).toBe(true);
  });

  it('read nothing for an item that cannot exist or a history without a country', async () => {
    const { calls, wrapper } = setup();
    renderHook(() => [useKindValues(snippetKind, 0), useKindHistory(snippetKind, 7, null)], { wrapper });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls).toHaveLength(0);
  });
});

describe('the mutations of a kind', () => {
  it('save the kind body and refetch what the kind lists', async () => {
    const { calls, wrapper, invalidatedKeys } = setup();
    const { result } = renderHook(() => useSaveKindValues(snippetKind, 7), { wrapper });
    const version = { id: 30, text: 'Hi', active: true };
    await result.current.mutateAsync([snippetKind.toSaveItem(7, 2, version)]);
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/Snippets/' });
    expect(JSON.parse(String(calls[0]?.body))).toEqual([
      { id: 30, text: 'Hi', active: true, snippetId: 7, countryId: 2 },
    ]);
    await waitFor(() =>
      expect(invalidatedKeys()).toEqual([
        ['snippetValues', 4, 'snippet', 7],
        ['snippetValues', 4, 'status'],
      ]),
    );
  });

  it('remove a country value or one version with the item in the query', async () => {
    const { calls, wrapper, invalidatedKeys } = setup();
    const { result } = renderHook(() => useRemoveKindValue(snippetKind, 7), { wrapper });
    await result.current.mutateAsync({ countryCode: 'ES' });
    await result.current.mutateAsync({ countryCode: 'ES', versionId: 30 });
    expect(calls.map((call) => `${call.method} ${call.path}${call.search}`)).toEqual([
      'DELETE /api/Snippets/ES?snippetId=7',
      'DELETE /api/Snippets/ES?snippetId=7&versionId=30',
    ]);
    await waitFor(() =>
      expect(invalidatedKeys()).toEqual([
        ['snippetValues', 4],
        ['snippetValues', 4],
      ]),
    );
  });

  it('restore a version by its id', async () => {
    const { calls, wrapper, invalidatedKeys } = setup();
    const { result } = renderHook(() => useRestoreKindVersion(snippetKind, 7), { wrapper });
    await result.current.mutateAsync(30);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/Snippets/history/30/restore',
    ]);
    await waitFor(() => expect(invalidatedKeys()).toEqual([['snippetValues', 4, 'snippet', 7]]));
  });
});
