import { useMemo } from 'react';
import type { TGrant, TMenuEntry } from '@askhr/shared/access/access-table';
import { activeCountriesQueryOptions } from '../../features/tenancy/api/get-active-countries';
import { customSettingsQueryOptions } from '../../features/tenancy/api/get-custom-settings';
import { useFeatures } from '../../features/tenancy/api/get-features';
import { usePermissions } from '../../features/tenancy/api/get-permissions';
import { grantOf, menuFor } from '../../lib/access';
import { useTenantId } from '../../lib/tenant';
import { useLoadedQuery } from '../../lib/use-loaded-query';

export type TShellAccess =
  | { status: 'loading' }
  | { status: 'error'; retry(): void }
  | { status: 'ready'; grant: TGrant; menu: TMenuEntry[] };

/** What the chosen tenant lets the user reach: the menu and the route guard both read this. */
export function useShellAccess(): TShellAccess {
  const permissions = usePermissions();
  const features = useFeatures();
  // loaded with the shell so every screen finds them cached; they neither hold the shell back nor
  // render it again as they come in
  const tenantId = useTenantId();
  useLoadedQuery(activeCountriesQueryOptions(tenantId));
  useLoadedQuery(customSettingsQueryOptions(tenantId));

  const grant = useMemo(
    () => (permissions.data && features.data ? grantOf(permissions.data, features.data) : null),
    [permissions.data, features.data],
  );
  const permissionsFailed = permissions.isError;
  const featuresFailed = features.isError;
  const { refetch: refetchPermissions } = permissions;
  const { refetch: refetchFeatures } = features;
  // one object per state: the shell renders again only when the access changes
  return useMemo<TShellAccess>(() => {
    if (grant) return { status: 'ready', grant, menu: menuFor(grant) };
    if (permissionsFailed || featuresFailed)
      return {
        status: 'error',
        retry: () => {
          if (permissionsFailed) void refetchPermissions();
          if (featuresFailed) void refetchFeatures();
        },
      };
    return LOADING;
  }, [grant, permissionsFailed, featuresFailed, refetchPermissions, refetchFeatures]);
}

const LOADING: TShellAccess = { status: 'loading' };
