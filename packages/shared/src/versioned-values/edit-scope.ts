import type { TPermission } from '../access/permissions';

/**
 * The one scope rule of roles (DESIGN section 3): a role holding a permission that is not scoped
 * to countries (or categories) covers all of them, otherwise only its own. Values, the tenant's
 * country list and questions all ask it, so none can offer an edit the others refuse.
 */
interface TGranting {
  permissions: readonly string[];
}

export interface TCountryScopedRole extends TGranting {
  countryRelated: boolean;
  countries: readonly number[];
}

export interface TCategoryScopedRole extends TGranting {
  categoryRelated: boolean;
  categories: readonly number[];
}

/** What the edit rule needs to know of a role. */
export type TEditRole = TCountryScopedRole & TCategoryScopedRole;

/** The ids a user may edit: every one, or those its scoped roles cover. */
export type TScope = 'all' | ReadonlySet<number>;

/** Content without a category (null) belongs to no scope, so only an unscoped role covers it. */
export function isInScope(scope: TScope, id: number | null): boolean {
  if (scope === 'all') return true;
  return id !== null && scope.has(id);
}

/** `idsOf` gives a role's own ids, or null when the role is not scoped on that axis. */
function scopeOf<R extends TGranting>(
  roles: readonly R[],
  permission: TPermission,
  idsOf: (role: R) => readonly number[] | null,
): TScope {
  const granting = roles.filter((role) => role.permissions.includes(permission));
  if (granting.some((role) => idsOf(role) === null)) return 'all';
  return new Set(granting.flatMap((role) => idsOf(role) ?? []));
}

export function countryScope(
  roles: readonly TCountryScopedRole[],
  permission: TPermission = 'normal-user',
): TScope {
  return scopeOf(roles, permission, (role) => (role.countryRelated ? role.countries : null));
}

export function categoryScope(
  roles: readonly TCategoryScopedRole[],
  permission: TPermission = 'normal-user',
): TScope {
  return scopeOf(roles, permission, (role) => (role.categoryRelated ? role.categories : null));
}

const coversCountry = (role: TEditRole, countryId: number, permission: TPermission) =>
  isInScope(countryScope([role], permission), countryId);

const coversCategory = (role: TEditRole, categoryId: number | null, permission: TPermission) =>
  isInScope(categoryScope([role], permission), categoryId);

/**
 * A user edits a country's value of an item when one role holding `permission` covers both the
 * country and the item's category.
 */
export function canEditValue(
  roles: readonly TEditRole[],
  countryId: number,
  categoryId: number | null,
  permission: TPermission = 'normal-user',
): boolean {
  return roles.some(
    (role) => coversCountry(role, countryId, permission) && coversCategory(role, categoryId, permission),
  );
}

/** True when some country of the item, or the given one, is editable: what the Edit Focus Mode lists. */
export function canEditItem(
  roles: readonly TEditRole[],
  categoryId: number | null,
  countryId?: number,
  permission: TPermission = 'normal-user',
): boolean {
  return roles.some(
    (role) =>
      (countryId === undefined || coversCountry(role, countryId, permission)) &&
      coversCategory(role, categoryId, permission),
  );
}

/** Why a write is refused, for the 403 message; null when it is allowed. */
export function editRefusal(
  roles: readonly TEditRole[],
  countryId: number,
  categoryId: number | null,
  permission: TPermission = 'normal-user',
): 'country' | 'category' | null {
  if (canEditValue(roles, countryId, categoryId, permission)) return null;
  return isInScope(countryScope(roles, permission), countryId) ? 'category' : 'country';
}
