import { defineApi } from '../access/api-route';

/** The tenant's countries in the API catalogue (access/api-routes.ts). */
export const COUNTRIES_API = defineApi('Countries', 'member', {
  'countries.active': {
    route: 'GET /api/Countries/Active',
    summary: "The tenant's countries and which of them the user may edit",
  },
});
