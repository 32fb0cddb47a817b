import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ZCountryList, type TCountry } from '@askhr/shared/tenancy/tenancy.schemas';
import { countryName, localeOf } from '../../../lib/i18n/intl';
import { useTenantId } from '../../../lib/tenant';
import { tenancyKeys } from './keys';
import { tenantReadOptions } from './tenant-read';

export const activeCountriesQueryOptions = (tenantId: number) =>
  tenantReadOptions(tenantId, {
    key: tenancyKeys.activeCountries,
    path: '/api/Countries/Active',
    schema: ZCountryList,
    meta: { errorAction: 'LOAD_COUNTRIES' },
  });

/** The tenant's countries, named in the portal's language. */
export function useActiveCountries() {
  const { i18n } = useTranslation();
  const { language } = i18n;
  const select = useCallback(
    (countries: readonly TCountry[]) =>
      countries.map((country) => ({
        ...country,
        name: countryName(country.code, country.name, localeOf(language)),
      })),
    [language],
  );
  return useQuery({ ...activeCountriesQueryOptions(useTenantId()), select });
}
