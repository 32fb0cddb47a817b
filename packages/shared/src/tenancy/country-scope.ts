import type { TPermission } from '../access/permissions';

/** What the country rule needs to know of a role. */
export interface TScopedRole {
  permissions: readonly string[];
  countryRelated: boolean;
  countries: readonly number[];
}

/** The countries a user may edit: every one, or the ids that its country-scoped roles cover. */
export type TCountryScope = 'all' | ReadonlySet<number>;

/**
 * A user edits a country's content only through a role holding `permission` that is not scoped to
 * countries (all of them) or whose countries include it (DESIGN section 3).
 */
export function countryScope(
  roles: readonly TScopedRole[],
  permission: TPermission = 'normal-user',
): TCountryScope {
  const granting = roles.filter((role) => role.permissions.includes(permission));
  if (granting.some((role) => !role.countryRelated)) return 'all';
  return new Set(granting.flatMap((role) => role.countries));
}

export function isCountryEditable(scope: TCountryScope, countryId: number): boolean {
  return scope === 'all' || scope.has(countryId);
}
