import type { ReactNode } from 'react';
import { useTimezone } from '../../features/tenancy/api/get-timezone';
import { TimeZoneProvider } from '../../lib/time-zone';

/** Every date below is written in the chosen tenant's time zone (and says so). */
export function TenantTimeZone({ children }: { children: ReactNode }) {
  return <TimeZoneProvider value={useTimezone()}>{children}</TimeZoneProvider>;
}
