import { queryOptions, useQuery } from '@tanstack/react-query';
import { ZCustomSettingList, type TCustomSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { apiRequest } from '../../../lib/api-client';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';

export function getCustomSettings(tenantId: number, signal?: AbortSignal) {
  return apiRequest('/api/CustomSettings/', ZCustomSettingList, { tenantId, signal });
}

export const customSettingsQueryOptions = (tenantId: number) =>
  queryOptions({
    queryKey: tenancyKeys.customSettings(tenantId),
    queryFn: ({ signal }) => getCustomSettings(tenantId, signal),
    staleTime: 5 * 60_000,
    meta: { errorAction: 'LOAD_SETTINGS' },
  });

export function useCustomSettings() {
  return useQuery(customSettingsQueryOptions(useTenantId()));
}

/** Keys match regardless of case: the specs spell them both ways (ReportsTimeZone, reportsTimeZone). */
export function settingValue(
  settings: readonly TCustomSetting[] | undefined,
  key: string,
): string | undefined {
  const wanted = key.toLowerCase();
  return settings?.find((setting) => setting.key.toLowerCase() === wanted)?.value;
}

/** The tenant's logo, uploaded through Settings and served from /logos. */
export function useTenantLogoUrl(): string | undefined {
  const { data } = useCustomSettings();
  const fileName = settingValue(data, 'LogoFileName')?.trim();
  return fileName ? `/logos/${encodeURIComponent(fileName)}` : undefined;
}
