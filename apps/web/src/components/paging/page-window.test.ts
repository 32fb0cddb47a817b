import { describe, expect, it } from 'vitest';
import { pageCountOf, pageWindow, type TPageSlot } from './page-window';

/** 1-based labels with "…" for gaps, as a user reads the pager. */
const labels = (slots: TPageSlot[]) =>
  slots.map((slot) => (slot.kind === 'gap' ? '…' : String(slot.page + 1)));

describe('pageWindow', () => {
  it('shows nothing without pages and every page when they fit', () => {
    expect(pageWindow(0, 0)).toEqual([]);
    expect(labels(pageWindow(0, 1))).toEqual(['1']);
    expect(labels(pageWindow(2, 7))).toEqual(['1', '2', '3', '4', '5', '6', '7']);
  });

  it('keeps 2 margin pages at each end and 3 around the current page', () => {
    expect(labels(pageWindow(9, 20))).toEqual(['1', '2', '…', '9', '10', '11', '…', '19', '20']);
  });

  it('keeps the window whole at the start and at the end', () => {
    expect(labels(pageWindow(0, 20))).toEqual(['1', '2', '3', '…', '19', '20']);
    expect(labels(pageWindow(19, 20))).toEqual(['1', '2', '…', '18', '19', '20']);
  });

  it('shows a single skipped page instead of a gap', () => {
    // window 4-6 with margins 1-2: page 3 alone would hide behind "…"
    expect(labels(pageWindow(4, 20))).toEqual(['1', '2', '3', '4', '5', '6', '…', '19', '20']);
  });

  it('clamps a current page outside the range', () => {
    expect(labels(pageWindow(50, 10))).toEqual(['1', '2', '…', '8', '9', '10']);
    expect(labels(pageWindow(-3, 10))).toEqual(['1', '2', '3', '…', '9', '10']);
  });

  it('counts pages of 15', () => {
    expect(pageCountOf(0, 15)).toBe(0);
    expect(pageCountOf(15, 15)).toBe(1);
    expect(pageCountOf(16, 15)).toBe(2);
  });
});
