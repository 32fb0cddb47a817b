import { describe, expect, it } from 'vitest';
import { ZCountryCode } from '../tenancy/tenant-admin.schemas';
import { ZCountryCodeRef, ZCountryRef } from './countries.schemas';

describe('country references', () => {
  it('takes a code in any case or an id', () => {
    expect(['ES', 'es', 'GLOBAL', '2'].map((value) => ZCountryRef.parse(value))).toEqual([
      'ES',
      'es',
      'GLOBAL',
      '2',
    ]);
    expect(ZCountryCodeRef.safeParse('2').success).toBe(false);
    expect(ZCountryRef.safeParse(' ES').success).toBe(false);
  });

  it.each(['eſ', 'ın', 'ſe', 'ﬁ', 'E\u0000S', 'E S', '', 'x'.repeat(11), '%00'])(
    'refuses %j, which case mapping or the database would misread',
    (value) => {
      expect(ZCountryRef.safeParse(value).success).toBe(false);
      expect(ZCountryCode.safeParse(value).success).toBe(false);
    },
  );

  it('keeps the operator-facing message of unknown codes', () => {
    expect(ZCountryCode.parse(' fr ')).toBe('FR');
    expect(ZCountryCode.safeParse('eſ').error?.issues.map((issue) => issue.message)).toEqual([
      'Unknown country code "eſ"',
    ]);
  });
});
