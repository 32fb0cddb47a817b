import { describe, expect, it } from 'vitest';
import { formatDateTime, formatZonedDay, formatZonedTime } from './dates';

describe("dates in the company's time zone", () => {
  it('writes the instant on the company clock with the zone as people name it, by the season', () => {
    const iso = '2026-11-27T22:37:00Z';
    expect(formatDateTime(iso, 'America/New_York')).toBe('27 Nov 2026, 17:37 EST');
    expect(formatDateTime('2026-07-01T12:00:00Z', 'America/New_York')).toBe('1 Jul 2026, 08:00 EDT');
    expect(formatDateTime(iso, 'Europe/Madrid')).toBe('27 Nov 2026, 23:37 CET');
    expect(formatDateTime(iso, 'UTC')).toBe('27 Nov 2026, 22:37 UTC');
    expect(formatDateTime(iso, 'Asia/Tokyo')).toBe('28 Nov 2026, 07:37 GMT+9');
  });

  it("gives the company's day and time apart, and nothing for no date", () => {
    expect(formatZonedDay('2026-11-28T03:00:00Z', 'America/New_York')).toBe('27 Nov 2026');
    expect(formatZonedDay('2026-11-28T03:00:00Z', 'America/New_York', { withYear: false })).toBe('27 Nov');
    expect(formatZonedTime('2026-11-28T03:00:00Z', 'America/New_York')).toBe('22:00 EST');
    expect(formatDateTime(null, 'UTC')).toBe('');
    expect(formatZonedDay('not a date', 'UTC')).toBe('');
  });
});
