import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../lib/i18n/portal-language';
import { formatScheduleInput, parseScheduleInput } from './value-draft';

describe('a schedule date as typed', () => {
  afterEach(() => applyLanguage('en'));

  it.each([
    ['22 Nov 2026 09:00', '2026-11-22T09:00'],
    ['22 November 2026, 9:00', '2026-11-22T09:00'],
    ['2026-11-22T09:00', '2026-11-22T09:00'],
    ['2 ene 2027, 9:00', '2027-01-02T09:00'],
    ['10 dic 2030 18:30', '2030-12-10T18:30'],
    ['3 sept 2027, 7:05', '2027-09-03T07:05'],
    ['22. Okt. 2026, 09:00', '2026-10-22T09:00'],
    ['1 März 2027 10:00', '2027-03-01T10:00'],
    ['22.11.2026, 09:00', '2026-11-22T09:00'],
    ['22/11/2026 9:00', '2026-11-22T09:00'],
  ])('reads %s in any of the portal languages', (typed, local) => {
    expect(parseScheduleInput(typed)).toBe(local);
  });

  it.each(['31 Feb 2027 09:00', '11/22/2026 9:00', '22 Foo 2026 09:00', '22 Nov 2026 24:00'])(
    'refuses %s, which is no date',
    (typed) => expect(parseScheduleInput(typed)).toBeNull(),
  );

  it('writes it back as the language writes dates, and reads what it wrote', async () => {
    expect(formatScheduleInput('2026-11-22T09:00')).toBe('22 Nov 2026 09:00');
    await applyLanguage('es');
    expect(formatScheduleInput('2026-11-22T09:00')).toBe('22 nov 2026, 9:00');
    await applyLanguage('de');
    expect(formatScheduleInput('2026-11-22T09:00')).toBe('22.11.2026, 09:00');
    expect(parseScheduleInput(formatScheduleInput('2026-09-03T07:05'))).toBe('2026-09-03T07:05');
  });
});
