import { describe, expect, it } from 'vitest';
import { compoundParts, stemsOf, words } from './analyzer';

const meet = (a: string, b: string) => stemsOf(a).some((stem) => stemsOf(b).includes(stem));

describe('the analyzer of employee messages and knowledge', () => {
  it('splits on anything but letters and digits, in lower case, accents kept as written', () => {
    expect(words('¿Cuántos días de VACACIONES tengo en 2026?')).toEqual([
      'cuántos',
      'días',
      'de',
      'vacaciones',
      'tengo',
      'en',
      '2026',
    ]);
  });

  it.each([
    ['vacaciones', 'vacación'],
    ['urlaubstage', 'urlaubstag'],
    ['férias', 'ferias'],
    ['holidays', 'holiday'],
    ['nómina', 'nominas'],
    ['contributions', 'contribution'],
  ])('lets %s and %s meet', (a, b) => {
    expect(meet(a, b)).toBe(true);
  });

  it('keeps unrelated words apart and drops stems too short to mean anything', () => {
    expect(meet('vacation', 'payslip')).toBe(false);
    expect(stemsOf('da').every((stem) => stem === 'da')).toBe(true);
  });
});

describe('compounds', () => {
  const known = new Set(['urlaub', 'abrechnung', 'antrag', 'pass', 'word']);

  it('splits a compound into the known words it ends and begins with', () => {
    expect(compoundParts('resturlaub', known)).toEqual(['urlaub']);
    expect(compoundParts('lohnabrechnung', known)).toEqual(['abrechnung']);
    // the joining s of "Urlaubs-antrag" is dropped
    expect(compoundParts('urlaubsantrag', known)).toEqual(['antrag', 'urlaub']);
  });

  it('leaves words alone whose parts are short or unknown', () => {
    expect(compoundParts('password', known)).toEqual([]);
    expect(compoundParts('vacation', known)).toEqual([]);
  });
});
