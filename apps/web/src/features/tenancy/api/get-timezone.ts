import { useQuery } from '@tanstack/react-query';
import { ZTimezoneSetting } from '@askhr/shared/tenancy/tenancy.schemas';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const timezoneQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.timezone,
    path: '/api/CustomSettings/Timezone',
    schema: ZTimezoneSetting,
    meta: { errorAction: 'LOAD_SETTINGS' },
  });

/** The company's time zone (spec 000 section 9: default UTC); schedule dates are typed in it. */
export function useTimezone(): string {
  const { data } = useQuery(timezoneQueryOptions(useTenantId()));
  return data?.reportsTimeZone || 'UTC';
}
