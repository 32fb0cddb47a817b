import type { TCurrentUser } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TTenantChoice } from '../../lib/tenant';

const storageKey = (userId: number) => `askhr.tenant.${userId}`;

/** The customers of the user as picker choices, sorted by name (spec 001, Tenant picker). */
export function tenantChoicesOf(user: TCurrentUser): TTenantChoice[] {
  return sortTenants(user.customerUsers.map((link) => ({ id: link.customerId, name: link.customer.name })));
}

export function sortTenants(tenants: readonly TTenantChoice[]): TTenantChoice[] {
  return [...tenants].sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }));
}

export function rememberTenant(userId: number, tenantId: number) {
  try {
    localStorage.setItem(storageKey(userId), String(tenantId));
  } catch {
    // storage may be full or blocked; the user just picks again next time
  }
}

export function forgetTenant(userId: number) {
  try {
    localStorage.removeItem(storageKey(userId));
  } catch {
    // see rememberTenant
  }
}

/** The tenant to start with: the only one, or the one remembered if the user still belongs to it. */
export function initialTenantId(userId: number, tenants: readonly TTenantChoice[]): number | null {
  if (tenants.length === 1) return tenants[0]?.id ?? null;
  let remembered: string | null = null;
  try {
    remembered = localStorage.getItem(storageKey(userId));
  } catch {
    return null;
  }
  return tenants.find((tenant) => String(tenant.id) === remembered)?.id ?? null;
}

const LAST_TENANT_KEY = 'askhr.lastTenant';

/** Notes the tenant the account works on in this browser, so the next start can load its basics early. */
export function rememberLastTenant(subject: string, tenantId: number) {
  try {
    localStorage.setItem(LAST_TENANT_KEY, JSON.stringify({ subject, tenantId }));
  } catch {
    // see rememberTenant
  }
}

/** The tenant the account last worked on in this browser, if it was this account. */
export function lastTenantOf(subject: string): number | null {
  try {
    const last: unknown = JSON.parse(localStorage.getItem(LAST_TENANT_KEY) ?? 'null');
    if (typeof last !== 'object' || last === null) return null;
    const { subject: lastSubject, tenantId } = last as { subject?: unknown; tenantId?: unknown };
    return lastSubject === subject && Number.isSafeInteger(tenantId) ? (tenantId as number) : null;
  } catch {
    return null;
  }
}
