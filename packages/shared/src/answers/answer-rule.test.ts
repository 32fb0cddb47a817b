import { describe, expect, it } from 'vitest';
import { answerOutcome, countryCoverage, questionStatus } from './answer-rule';

const NOW = new Date('2026-06-15T12:00:00.000Z');
const global = { id: 1, countryId: 1, active: true, validFrom: '2026-01-01T00:00:00Z' };
const spain = { id: 2, countryId: 2, active: true, validFrom: '2026-01-01T00:00:00Z' };
const open = { inSubscription: true, managerOnly: false };

describe('answerOutcome', () => {
  it('gives the country its own answer, else the global one', () => {
    expect(answerOutcome(open, 2, null, [global, spain], NOW)).toEqual({
      reason: null,
      version: spain,
      hasGlobal: false,
    });
    expect(answerOutcome(open, 3, 1, [global, spain], NOW)).toMatchObject({
      version: global,
      hasGlobal: true,
    });
    expect(answerOutcome(open, 3, null, [spain], NOW).reason).toBe('NO_ANSWER');
  });

  it('refuses a question outside the subscription whatever answers it keeps', () => {
    const closed = { inSubscription: false, managerOnly: false };
    expect(answerOutcome(closed, 2, 1, [global, spain], NOW)).toEqual({
      reason: 'NOT_IN_SUBSCRIPTION',
      version: null,
      hasGlobal: false,
    });
  });

  it('keeps manager-only questions from team members, not from an unknown role', () => {
    const managers = { inSubscription: true, managerOnly: true };
    expect(answerOutcome(managers, 2, 2, [spain], NOW).reason).toBe('MANAGER_ONLY');
    expect(answerOutcome(managers, 2, 1, [spain], NOW).reason).toBeNull();
    expect(answerOutcome(managers, 2, null, [spain], NOW).reason).toBeNull();
  });
});

describe('questionStatus', () => {
  it('is enabled nowhere outside the subscription', () => {
    const status = questionStatus(
      { id: 9, inSubscription: false, managerOnly: false },
      [1, 2, 3],
      [global],
      NOW,
    );
    expect(status).toEqual({
      id: 9,
      inSubscription: false,
      enabledCountries: [],
      disabledCountries: [1, 2, 3],
    });
  });

  it('splits the countries in the subscription', () => {
    expect(questionStatus({ id: 9, ...open }, [1, 2, 3], [spain], NOW)).toEqual({
      id: 9,
      inSubscription: true,
      enabledCountries: [2],
      disabledCountries: [1, 3],
    });
  });
});

describe('countryCoverage', () => {
  it('counts the real countries, not the global template', () => {
    expect(countryCoverage({ enabledCountries: [1, 2, 3, 4, 5, 6], disabledCountries: [] })).toEqual({
      enabled: 5,
      total: 5,
    });
    expect(countryCoverage({ enabledCountries: [2], disabledCountries: [1, 3] })).toEqual({
      enabled: 1,
      total: 2,
    });
  });
});
