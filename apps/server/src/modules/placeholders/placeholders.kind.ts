import {
  ZPlaceholderIdParams,
  ZPlaceholderSaveRequest,
  ZPlaceholderValue,
  ZPlaceholderValuesQuery,
  ZRemovePlaceholderValueQuery,
} from '@askhr/shared/placeholders/placeholders.schemas';
import { ZCountryCodeParams } from '@askhr/shared/versioned-values/versioned-values.schemas';
import { valueKind } from '../versioned-values/value-routes';
import { listValues, placeholderValues } from './placeholder-values.service';

/** Placeholder values (spec 000 section 7): the routes they share with every country-valued kind. */
export const placeholdersKind = valueKind({
  tag: 'Placeholders',
  store: placeholderValues,
  card: ZPlaceholderValue,
  cards: listValues,
  list: {
    path: '/Placeholders/values',
    access: 'placeholders.values',
    summary: "A placeholder's value in every country of the tenant, Global first",
    querystring: ZPlaceholderValuesQuery,
    target: ({ query }) => ({ itemId: query.placeholderId }),
  },
  listInCountry: {
    path: '/Placeholders/values/:country',
    access: 'placeholders.values',
    summary: "A placeholder's value in one country",
    params: ZCountryCodeParams,
    querystring: ZPlaceholderValuesQuery,
    target: ({ params, query }) => ({ itemId: query.placeholderId, country: params.country }),
  },
  history: {
    path: '/Placeholders/:id/history',
    access: 'placeholders.history',
    summary: 'Every value version ever saved for the placeholder, newest first',
    params: ZPlaceholderIdParams,
    itemId: (params) => params.id,
  },
  save: {
    path: '/Placeholders/',
    access: 'placeholders.save',
    summary: 'Saves one value version or a list of them in one transaction (409 when stale)',
    body: ZPlaceholderSaveRequest,
    itemId: (version) => version.placeholderId,
  },
  restore: {
    path: '/Placeholders/history/:versionId/restore',
    access: 'placeholders.restore',
    summary: 'Saves the value of a past version again, in force from now',
  },
  remove: {
    path: '/Placeholders/:country',
    access: 'placeholders.delete',
    summary: "Removes a country's value; the country falls back to the global one",
    querystring: ZRemovePlaceholderValueQuery,
    itemId: (query) => query.placeholderId,
  },
});
