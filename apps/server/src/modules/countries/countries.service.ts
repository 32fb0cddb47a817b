import { GLOBAL_COUNTRY_ID } from '@askhr/shared/countries/countries.constants';
import { compareNames } from '@askhr/shared/tenancy/by-name';
import { countryScope, isInScope } from '@askhr/shared/versioned-values/edit-scope';
import type { TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import type { TDb } from '../../db/client';
import type { TTenantContext } from '../../auth/guard';
import { findRoleScopes, findTenantCountries } from './countries.repository';

/** The tenant's countries, Global first, each saying whether this user may edit its content. */
export async function activeCountries(db: TDb, tenant: TTenantContext): Promise<TCountry[]> {
  const [rows, roleScopes] = await Promise.all([
    findTenantCountries(db, tenant.customerId),
    findRoleScopes(db, tenant.customerId, tenant.roleIds),
  ]);
  const scope = countryScope(roleScopes);
  return rows
    .sort((a, b) =>
      a.id === GLOBAL_COUNTRY_ID ? -1 : b.id === GLOBAL_COUNTRY_ID ? 1 : compareNames(a.name, b.name),
    )
    .map((country) => ({ ...country, editable: isInScope(scope, country.id) }));
}
