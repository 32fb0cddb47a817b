import { notifications } from '@mantine/notifications';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ApiError } from './api-error';
import { createLoadingStore, type TLoadingStore } from './loading/loading-store';
import { ERROR_TOAST_MS, SUCCESS_TOAST_MS } from './notify';
import { createQueryClient } from './query-client';

let loading: TLoadingStore;
let client: QueryClient;
let show: MockInstance<typeof notifications.show>;

beforeEach(() => {
  loading = createLoadingStore();
  client = createQueryClient(loading);
  client.setDefaultOptions({ queries: { retry: false }, mutations: { retry: false } });
  show = vi.spyOn(notifications, 'show').mockReturnValue('toast');
});

const toasts = () =>
  show.mock.calls.map(([toast]) => ({ message: toast.message, autoClose: toast.autoClose }));

describe('toasts raised through meta', () => {
  it('shows a success toast for 3 seconds when a save opts in', async () => {
    await client
      .getMutationCache()
      .build(client, { mutationFn: async () => 'ok', meta: { successMessage: 'TOAST_SAVED' } })
      .execute(undefined);
    expect(SUCCESS_TOAST_MS).toBe(3000);
    expect(toasts()).toEqual([{ message: 'Your changes were saved.', autoClose: 3000 }]);
  });

  it('shows the generic error for 5 seconds with the action filled in', async () => {
    await client
      .fetchQuery({
        queryKey: ['documents', 1],
        queryFn: () => Promise.reject(new ApiError(500, 'INTERNAL', 'boom')),
        meta: { errorAction: 'LOAD_DOCUMENTS' },
      })
      .catch(() => {});
    expect(ERROR_TOAST_MS).toBe(5000);
    expect(toasts()).toEqual([
      {
        message: "Whoops! There was a problem, we couldn't load the documents, please try again.",
        autoClose: 5000,
      },
    ]);
  });

  it('stays silent for the statuses a call chose to ignore (a 403 on the documents)', async () => {
    await client
      .fetchQuery({
        queryKey: ['documents', 1],
        queryFn: () => Promise.reject(new ApiError(403, 'FORBIDDEN', 'no')),
        meta: { errorAction: 'LOAD_DOCUMENTS', silentStatuses: [403] },
      })
      .catch(() => {});
    expect(show).not.toHaveBeenCalled();
  });

  it('raises an error toast when a save fails, and none for calls that did not opt in', async () => {
    const failing = () => Promise.reject(new ApiError(409, 'CONFLICT', 'stale'));
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing, meta: { errorAction: 'SAVE_CHANGES' } })
      .execute(undefined)
      .catch(() => {});
    await client
      .getMutationCache()
      .build(client, { mutationFn: failing })
      .execute(undefined)
      .catch(() => {});
    expect(toasts()).toEqual([
      {
        message: "Whoops! There was a problem, we couldn't save the changes, please try again.",
        autoClose: 5000,
      },
    ]);
  });
});

// Promise.withResolvers needs Node 22; the project supports Node 20
function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

describe('global loading counter', () => {
  it('counts opted-in mutations and queries while they run', async () => {
    const saving = deferred<string>();
    const loadingPermissions = deferred<string>();
    const save = client
      .getMutationCache()
      .build(client, { mutationFn: () => saving.promise, meta: { globalLoading: true } })
      .execute(undefined);
    const load = client.fetchQuery({
      queryKey: ['permissions', 1],
      queryFn: () => loadingPermissions.promise,
      meta: { globalLoading: true },
    });
    void client.fetchQuery({ queryKey: ['quiet'], queryFn: () => new Promise(() => {}) });

    await vi.waitFor(() => expect(loading.getCount()).toBe(2));
    saving.resolve('saved');
    await save;
    expect(loading.getCount()).toBe(1);
    loadingPermissions.resolve('loaded');
    await load;
    expect(loading.getCount()).toBe(0);
  });
});
