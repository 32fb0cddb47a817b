import type { TPermission } from '../access/permissions';
import { categoryScope, isInScope, type TCategoryScopedRole } from '../versioned-values/edit-scope';

/** What the question rule needs to know of a role. */
export interface TQuestionEditorRole extends TCategoryScopedRole {
  countryRelated: boolean;
}

/**
 * A question, its training utterances and its deletion belong to every country (all countries'
 * answers hang on it), so only a role holding `permission` that is not scoped to countries and whose
 * categories cover the question's category may create, change or delete it. Returns why a change is
 * refused, for the 403 message, or null when it is allowed.
 */
export function questionChangeRefusal(
  roles: readonly TQuestionEditorRole[],
  categoryId: number | null,
  permission: TPermission = 'normal-user',
): 'country' | 'category' | null {
  const everyCountry = roles.filter((role) => role.permissions.includes(permission) && !role.countryRelated);
  if (everyCountry.length === 0) return 'country';
  return isInScope(categoryScope(everyCountry, permission), categoryId) ? null : 'category';
}
