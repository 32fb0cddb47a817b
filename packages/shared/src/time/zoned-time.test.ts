import { describe, expect, it } from 'vitest';
import { utcToZonedLocal, zonedLocalToUtc } from './zoned-time';

describe('zoned time', () => {
  it('reads a wall-clock time in the company zone as UTC', () => {
    expect(zonedLocalToUtc('2026-12-01T09:00', 'Europe/Madrid')).toBe('2026-12-01T08:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T09:00', 'Europe/Madrid')).toBe('2026-07-01T07:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T09:00', 'UTC')).toBe('2026-07-01T09:00:00.000Z');
    expect(zonedLocalToUtc('2026-07-01T09:00', 'America/New_York')).toBe('2026-07-01T13:00:00.000Z');
  });

  it('refuses what is not a date-time', () => {
    expect(zonedLocalToUtc('', 'UTC')).toBeNull();
    expect(zonedLocalToUtc('2026-02-30T10:00', 'UTC')).toBeNull();
    expect(zonedLocalToUtc('tomorrow', 'UTC')).toBeNull();
  });

  it('shows a UTC instant on the company clock', () => {
    expect(utcToZonedLocal('2026-12-01T08:00:00.000Z', 'Europe/Madrid')).toBe('2026-12-01T09:00');
    expect(utcToZonedLocal('2026-07-01T13:00:00Z', 'America/New_York')).toBe('2026-07-01T09:00');
  });
});
