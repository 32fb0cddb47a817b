import { useQuery } from '@tanstack/react-query';
import { ZCustomSettingList, type TCustomSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const customSettingsQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.customSettings,
    path: '/api/CustomSettings/',
    schema: ZCustomSettingList,
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
