import { defineApi, general } from '../access/api-route';

const access = { all: general } as const;

/** Placeholders and their values per country in the API catalogue (access/api-routes.ts). */
export const PLACEHOLDERS_API = defineApi('Placeholders', access, {
  'placeholders.page': {
    route: 'GET /api/Placeholders/page',
    summary: "A page of the tenant's placeholders",
  },
  'placeholders.current': {
    route: 'GET /api/Placeholders/current',
    summary: 'The value each placeholder has in one country (own or inherited global)',
  },
  'placeholders.status': {
    route: 'GET /api/Placeholders/status',
    summary: 'Enabled and disabled countries per placeholder',
  },
  'placeholders.globals': {
    route: 'GET /api/Placeholders/Globals/:countryCode',
    summary: "Every placeholder's value in force in a country, for previews",
  },
  'placeholders.get': {
    route: 'GET /api/Placeholders/:id',
    summary: 'One placeholder',
  },
  'placeholders.uses': {
    route: 'GET /api/Placeholders/:id/uses',
    summary: 'Questions whose answers use the placeholder',
  },
  'placeholders.values': {
    route: 'GET /api/Placeholders/values',
    summary: "A placeholder's value in every country of the tenant, Global first",
  },
  'placeholders.valuesInCountry': {
    route: 'GET /api/Placeholders/values/:country',
    summary: "A placeholder's value in one country",
  },
  'placeholders.history': {
    route: 'GET /api/Placeholders/:id/history',
    summary: 'Every value version ever saved for the placeholder, newest first',
  },
  'placeholders.save': {
    route: 'POST /api/Placeholders/',
    summary: 'Saves one value version or a list of them in one transaction (409 when stale)',
  },
  'placeholders.restore': {
    route: 'POST /api/Placeholders/history/:versionId/restore',
    summary: 'Saves the value of a past version again, in force from now',
  },
  'placeholders.delete': {
    route: 'DELETE /api/Placeholders/:country',
    summary: "Removes a country's value; the country falls back to the global one",
  },
});
