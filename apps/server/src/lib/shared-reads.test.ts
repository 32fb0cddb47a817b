import { describe, expect, it } from 'vitest';
import { sharedReads } from './shared-reads';

/** A read whose every call waits to be finished by hand, returning the state when it began. */
function manualReads() {
  const state = { value: 0 };
  const calls: { key: string; began: number; finish: (fail?: boolean) => void }[] = [];
  const read = (key: string) =>
    new Promise<number>((resolve, reject) => {
      const began = state.value;
      calls.push({
        key,
        began,
        finish: (fail) => (fail ? reject(new Error('read failed')) : resolve(began)),
      });
    });
  return { state, calls, read };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('sharedReads', () => {
  it('serves the callers who came during a read with one read begun after them', async () => {
    const { state, calls, read } = manualReads();
    const get = sharedReads(read);
    const first = get('a');
    state.value = 1;
    const later = [get('a'), get('a'), get('a')];
    expect(calls).toHaveLength(1);
    calls[0]!.finish();
    await settle();
    expect(calls).toHaveLength(2);
    calls[1]!.finish();
    expect(await first).toBe(0);
    // none of them is answered by the read that began before it asked
    expect(await Promise.all(later)).toEqual([1, 1, 1]);
  });

  it('keeps keys apart', async () => {
    const { calls, read } = manualReads();
    const get = sharedReads(read);
    const reads = [get('a'), get('b')];
    expect(calls.map((call) => call.key)).toEqual(['a', 'b']);
    for (const call of calls) call.finish();
    await Promise.all(reads);
  });

  it('does not pass a failed read on to those waiting for the next', async () => {
    const { calls, read } = manualReads();
    const get = sharedReads(read);
    const failing = get('a');
    const waiting = get('a');
    calls[0]!.finish(true);
    await expect(failing).rejects.toThrow('read failed');
    await settle();
    calls[1]!.finish();
    expect(await waiting).toBe(0);
  });

  it('keeps nothing once the reads are done: the next caller reads again', async () => {
    const { state, calls, read } = manualReads();
    const get = sharedReads(read);
    const first = get('a');
    calls[0]!.finish();
    await first;
    await settle();
    state.value = 2;
    const next = get('a');
    expect(calls).toHaveLength(2);
    calls[1]!.finish();
    expect(await next).toBe(2);
  });
});
