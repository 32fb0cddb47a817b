import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WhenNearViewport } from './when-near-viewport';

/** an IntersectionObserver the test moves: `reveal` tells every observer its element came near */
function stubIntersectionObserver() {
  const callbacks: IntersectionObserverCallback[] = [];
  const disconnect = vi.fn();
  class Stub {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect = disconnect;
  }
  vi.stubGlobal('IntersectionObserver', Stub);
  return {
    disconnect,
    reveal: () =>
      act(() => {
        for (const callback of callbacks)
          callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver);
      }),
  };
}

describe('WhenNearViewport', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('holds the place of its content until the content comes near the screen', async () => {
    const observer = stubIntersectionObserver();
    render(
      <WhenNearViewport height={280}>
        <p>chart</p>
      </WhenNearViewport>,
    );
    expect(screen.queryByText('chart')).toBeNull();
    expect(screen.getByTestId('waiting-for-viewport').style.height).toBe('280px');

    await observer.reveal();
    expect(screen.getByText('chart')).toBeTruthy();
    expect(screen.queryByTestId('waiting-for-viewport')).toBeNull();
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it('renders everything before the page is printed', async () => {
    stubIntersectionObserver();
    render(
      <WhenNearViewport height={100}>
        <p>chart</p>
      </WhenNearViewport>,
    );
    await act(async () => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByText('chart')).toBeTruthy();
  });

  it('renders at once where the browser cannot tell what is on screen', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNearViewport height={100}>
        <p>chart</p>
      </WhenNearViewport>,
    );
    expect(screen.getByText('chart')).toBeTruthy();
  });
});
