import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import { TenantProvider } from '../../lib/tenant';
import { useCountryFocus } from './use-country-focus';

const countries: TCountry[] = [
  { id: 1, name: 'Global', code: 'GLOBAL', editable: true },
  { id: 2, name: 'Spain', code: 'ES', editable: true },
];

const wrapper = ({ children }: { children: ReactNode }) => (
  <TenantProvider
    value={{ tenantId: 1, tenantName: 'Acme', tenants: [], canSwitch: false, switchTenant() {} }}
  >
    {children}
  </TenantProvider>
);

describe('useCountryFocus', () => {
  it('gives the same focus while it stays the same, so what shows it does not render again', () => {
    const { result, rerender } = renderHook(() => useCountryFocus(countries), { wrapper });
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
