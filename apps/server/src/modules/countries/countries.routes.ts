import { ZCountryList } from '@askhr/shared/tenancy/tenancy.schemas';
import { tenantOf } from '../../auth/guard';
import { apiPlugin } from '../../auth/api-routes';
import { activeCountries } from './countries.service';

export const countriesRoutes = apiPlugin((route) => {
  route('countries.active', { response: ZCountryList }, async (request) =>
    activeCountries(tenantOf(request)),
  );
});
