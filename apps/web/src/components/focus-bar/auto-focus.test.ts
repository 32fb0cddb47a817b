import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../../test/knowledge-api';
import { autoFocusCountry, focusedCountry, NO_FOCUS } from './auto-focus';

const everyoneEditable = COUNTRIES.map((country) => ({ ...country, editable: true }));

describe('country focus', () => {
  it('chooses the only editable country', () => {
    expect(autoFocusCountry(COUNTRIES)?.code).toBe('ES');
    expect(focusedCountry(NO_FOCUS, COUNTRIES)?.code).toBe('ES');
  });

  it('chooses nothing with several editable countries or none', () => {
    expect(autoFocusCountry(everyoneEditable)).toBeNull();
    expect(autoFocusCountry(COUNTRIES.map((country) => ({ ...country, editable: false })))).toBeNull();
    expect(autoFocusCountry(undefined)).toBeNull();
  });

  it("keeps the user's choice and respects a cleared selection", () => {
    expect(focusedCountry({ ...NO_FOCUS, countryCode: 'DE' }, COUNTRIES)?.code).toBe('DE');
    expect(focusedCountry({ ...NO_FOCUS, cleared: true }, COUNTRIES)).toBeNull();
  });
});
