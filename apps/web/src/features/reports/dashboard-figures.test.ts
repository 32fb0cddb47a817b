import { describe, expect, it } from 'vitest';
import { bucketLabel, changeOf, channelBreakdown, enabledPercent, waffleSquares } from './dashboard-figures';

describe('dashboard figures', () => {
  it('lists channels in order, leaving out the empty ones', () => {
    expect(
      channelBreakdown([
        { channelId: 'msteams', count: 2 },
        { channelId: 'emulator', count: 0 },
        { channelId: 'slack', count: 3 },
      ]),
    ).toEqual([
      { label: 'Slack', count: 3 },
      { label: 'Teams', count: 2 },
    ]);
  });

  it('gives the change only when the period before had something', () => {
    expect(changeOf(5, 4)).toEqual({ kind: 'up', percent: 25 });
    expect(changeOf(3, 4)).toEqual({ kind: 'down', percent: 25 });
    expect(changeOf(4, 4)).toEqual({ kind: 'same' });
    expect(changeOf(4, 0)).toEqual({ kind: 'none' });
  });

  it('fills the waffle with as many squares as the percentage, by category', () => {
    expect(enabledPercent(6, 10)).toBe(60);
    expect(enabledPercent(1, 0)).toBe(0);
    const squares = waffleSquares([1, 1, 1], 3);
    expect(squares).toHaveLength(100);
    expect(squares.filter((square) => square >= 0)).toHaveLength(100);
    const partial = waffleSquares([4, 2], 10);
    expect(partial.filter((square) => square === 0)).toHaveLength(40);
    expect(partial.filter((square) => square === 1)).toHaveLength(20);
    expect(partial.filter((square) => square === -1)).toHaveLength(40);
  });

  it('labels buckets by their unit', () => {
    const day = { start: '2026-11-21', end: '2026-11-21' };
    const month = { start: '2026-10-22', end: '2026-11-21' };
    expect(bucketLabel('2026-11-21T14:00', 'Hourly', day)).toBe('14:00');
    expect(bucketLabel('2026-11-20T14:00', 'Hourly', { ...day, start: '2026-11-20' })).toBe('20 Nov, 14:00');
    expect(bucketLabel('2026-11-02', 'Daily', month)).toBe('2 Nov');
    expect(bucketLabel('2025-12-30', 'Weekly', { start: '2025-12-01', end: '2026-01-20' })).toBe(
      '30 Dec 2025',
    );
    expect(bucketLabel('2026-10-01', 'Monthly', month)).toBe('Oct 2026');
    expect(bucketLabel('2024-01-01', 'Yearly', month)).toBe('2024');
  });
});
