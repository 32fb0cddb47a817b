import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TReviewUtterance } from '@askhr/shared/review/review.schemas';
import { bindApiSession } from '../../../lib/api-client';
import { TenantProvider } from '../../../lib/tenant';
import { fakeApi } from '../../../test/fake-api';
import { TestProviders } from '../../../test/render-app';
import { REVIEW_SAVE, reviewRow, sentBodies } from '../../../test/review-api';
import { useReviewEdits } from './use-review-edits';
import { AUTO_SAVE_IDLE_MS, useReviewSave } from './use-review-save';

const ROWS = [reviewRow()];

function Harness({ rows }: { rows: TReviewUtterance[] }) {
  const edits = useReviewEdits();
  useReviewSave(rows, edits);
  return (
    <>
      <button onClick={() => edits.edit(rows[0]!, { observations: 'check the answer' })}>edit</button>
      <output aria-label="modified">{edits.modifiedCount}</output>
    </>
  );
}

function renderHarness() {
  bindApiSession({ getAccessToken: async () => 'token', renew: async () => true, signIn: async () => {} });
  const api = fakeApi({ [`POST ${REVIEW_SAVE}`]: { body: ROWS[0] } });
  const tenant = { tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant: () => {} };
  render(
    <TestProviders>
      <TenantProvider value={tenant}>
        <Harness rows={ROWS} />
      </TenantProvider>
    </TestProviders>,
  );
  // only the idle timer is faked: the API client and React Query keep their real clocks
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  return api;
}

/** A click as the reviewer makes it: the press (which the idle timer watches) and the click. */
function press(element: Element) {
  fireEvent.mouseDown(element);
  fireEvent.click(element);
}

const saves = (fetchMock: ReturnType<typeof fakeApi>['fetchMock']) =>
  sentBodies(fetchMock, 'POST', REVIEW_SAVE);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('silent auto-save of modified review rows', () => {
  it('saves the modified rows silently after 60 s without a key press or click', async () => {
    const { fetchMock } = renderHarness();
    press(screen.getByRole('button', { name: 'edit' }));
    expect(screen.getByRole('status', { name: 'modified' }).textContent).toBe('1');

    act(() => vi.advanceTimersByTime(AUTO_SAVE_IDLE_MS - 1));
    expect(saves(fetchMock)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();

    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
    expect(saves(fetchMock)[0]).toMatchObject({ id: 1, observations: 'check the answer', silent: true });
    await waitFor(() => expect(screen.getByRole('status', { name: 'modified' }).textContent).toBe('0'));
  });

  it('waits again after each key press, and saves nothing when nothing was modified', async () => {
    const { fetchMock } = renderHarness();
    act(() => vi.advanceTimersByTime(AUTO_SAVE_IDLE_MS * 2));
    fireEvent.keyDown(document.body, { key: 'a' });
    act(() => vi.advanceTimersByTime(AUTO_SAVE_IDLE_MS));
    expect(saves(fetchMock)).toEqual([]);

    press(screen.getByRole('button', { name: 'edit' }));
    act(() => vi.advanceTimersByTime(AUTO_SAVE_IDLE_MS / 2));
    fireEvent.keyDown(document.body, { key: 'a' });
    act(() => vi.advanceTimersByTime(AUTO_SAVE_IDLE_MS - 1));
    expect(saves(fetchMock)).toEqual([]);
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    await waitFor(() => expect(saves(fetchMock)).toHaveLength(1));
  });
});
