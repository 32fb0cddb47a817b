import type { TPermission } from '../access/permissions';

/** What the category rule needs to know of a role. */
export interface TCategoryScopedRole {
  permissions: readonly string[];
  categoryRelated: boolean;
  categories: readonly number[];
}

/** The categories a user may edit: every one, or the ids that its category-scoped roles cover. */
export type TCategoryScope = 'all' | ReadonlySet<number>;

/**
 * A user edits a category's content only through a role holding `permission` that is not scoped to
 * categories (all of them) or whose categories include it (DESIGN section 3). Content without a
 * category belongs to no scope, so only an unscoped role covers it.
 */
export function categoryScope(
  roles: readonly TCategoryScopedRole[],
  permission: TPermission = 'normal-user',
): TCategoryScope {
  const granting = roles.filter((role) => role.permissions.includes(permission));
  if (granting.some((role) => !role.categoryRelated)) return 'all';
  return new Set(granting.flatMap((role) => role.categories));
}

export function isCategoryEditable(scope: TCategoryScope, categoryId: number | null): boolean {
  if (scope === 'all') return true;
  return categoryId !== null && scope.has(categoryId);
}
