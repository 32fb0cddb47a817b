import { describe, expect, it } from 'vitest';
import { stemsOf, words } from './analyzer';

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
