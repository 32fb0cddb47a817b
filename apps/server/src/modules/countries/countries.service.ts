import { countryScope, isInScope } from '@askhr/shared/versioned-values/edit-scope';
import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TTenantContext } from '../../auth/guard';

/** The tenant's countries, Global first, each saying whether this user may edit its content. */
export function activeCountries(tenant: TTenantContext): TCountry[] {
  const scope = countryScope(tenant.editRoles);
  return tenant.countries.map((country) => ({ ...country, editable: isInScope(scope, country.id) }));
}
