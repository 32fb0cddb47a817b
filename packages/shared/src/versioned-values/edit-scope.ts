import type { TPermission } from '../access/permissions';

/** What the edit rule needs to know of a role (DESIGN section 3). */
export interface TEditRole {
  permissions: readonly string[];
  countryRelated: boolean;
  countries: readonly number[];
  categoryRelated: boolean;
  categories: readonly number[];
}

const coversCountry = (role: TEditRole, countryId: number) =>
  !role.countryRelated || role.countries.includes(countryId);

/** An item without a category is covered only by roles not scoped to categories. */
const coversCategory = (role: TEditRole, categoryId: number | null) =>
  !role.categoryRelated || (categoryId !== null && role.categories.includes(categoryId));

/**
 * A user edits a country's value of an item when one role holding `permission` covers both the
 * country and the item's category (a role not scoped to countries or categories covers all).
 */
export function canEditValue(
  roles: readonly TEditRole[],
  countryId: number,
  categoryId: number | null,
  permission: TPermission = 'normal-user',
): boolean {
  return roles.some(
    (role) =>
      role.permissions.includes(permission) &&
      coversCountry(role, countryId) &&
      coversCategory(role, categoryId),
  );
}

/** True when some country of the item is editable: what the Edit Focus Mode lists. */
export function canEditItem(
  roles: readonly TEditRole[],
  categoryId: number | null,
  countryId?: number,
  permission: TPermission = 'normal-user',
): boolean {
  return roles.some(
    (role) =>
      role.permissions.includes(permission) &&
      (countryId === undefined || coversCountry(role, countryId)) &&
      coversCategory(role, categoryId),
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
  const byCountry = roles.some((r) => r.permissions.includes(permission) && coversCountry(r, countryId));
  return byCountry ? 'category' : 'country';
}
