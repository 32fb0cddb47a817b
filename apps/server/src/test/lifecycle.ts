import { afterAll, beforeAll } from 'vitest';

/**
 * Builds `create()` in a beforeAll of the enclosing describe block (or file) and closes it in the
 * matching afterAll. The returned handle is empty until that beforeAll has run: hooks and tests
 * read its fields, the describe body does not.
 */
export function useBeforeAll<T extends object>(
  create: () => Promise<T>,
  close: (value: T) => Promise<unknown> | void,
): T {
  const handle = {} as T;
  let isReady = false;
  beforeAll(async () => {
    Object.assign(handle, await create());
    isReady = true;
  });
  afterAll(async () => {
    if (isReady) await close(handle);
  });
  return handle;
}
