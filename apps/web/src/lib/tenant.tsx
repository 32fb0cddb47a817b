import { createContext, useContext, type ReactNode } from 'react';

export interface TTenantChoice {
  id: number;
  name: string;
}

export interface TTenantContext {
  tenantId: number;
  tenantName: string;
  /** every tenant the user belongs to, sorted by name */
  tenants: readonly TTenantChoice[];
  canSwitch: boolean;
  /** forgets the choice and shows the tenant picker again */
  switchTenant(): void;
}

const TenantContext = createContext<TTenantContext | null>(null);

export function TenantProvider({ value, children }: { value: TTenantContext; children: ReactNode }) {
  return <TenantContext.Provider value={value}>{children}</TenantContext.Provider>;
}

/** The chosen tenant. Only screens below the tenant choice may call this. */
export function useTenant(): TTenantContext {
  const tenant = useContext(TenantContext);
  if (!tenant) throw new Error('useTenant must be used after a tenant is chosen');
  return tenant;
}

export function useTenantId(): number {
  return useTenant().tenantId;
}
